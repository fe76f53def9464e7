import { parseArgs } from 'node:util'
import { SHOW_TYPES, systemAnnouncementRoute } from '@portal/contract'
import { operatorRequest, runCommand } from './operator-request'

const USAGE =
  'usage: npm run announce -w @portal/server -- --title "..." --content "<p>...</p>" [--at ISO] [--level 2] [--warning]'

/** The platform operator's command: a system announcement to every tenant, through the running server. */
runCommand(async () => {
  const { values } = parseArgs({
    options: {
      title: { type: 'string' },
      content: { type: 'string' },
      at: { type: 'string' },
      level: { type: 'string', default: '1' },
      warning: { type: 'boolean', default: false },
    },
  })
  if (!values.title || !values.content) throw new Error(USAGE)
  const data = await operatorRequest(systemAnnouncementRoute, {
    title: values.title,
    content: values.content,
    noticeLevel: Number(values.level),
    showType: values.warning ? SHOW_TYPES.warningBar : SHOW_TYPES.normal,
    ...(values.at ? { effectiveStartTime: new Date(values.at).toISOString() } : {}),
  })
  console.log(`Announced to ${(data as { tenants?: number } | null)?.tenants ?? 0} tenants.`)
})
