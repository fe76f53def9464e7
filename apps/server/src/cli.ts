import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { SHOW_TYPES, systemAnnouncementRoute } from '@portal/contract'
import { operatorTokenPath } from './plugins/app/operator-token'

const USAGE =
  'usage: npm run announce -w @portal/server -- --title "..." --content "<p>...</p>" [--at ISO] [--level 2] [--warning]'

/**
 * The platform operator's command: a system announcement to every tenant, through the running server (only it
 * may open the embedded database). The token is OPERATOR_TOKEN, else the one the server wrote in DATA_DIR.
 */
async function main() {
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
  const token =
    process.env.OPERATOR_TOKEN ||
    (await readFile(operatorTokenPath(process.env.DATA_DIR || './data'), 'utf8').catch(() => '')).trim()
  if (!token)
    throw new Error('No operator token: set OPERATOR_TOKEN, or start the server first (it writes one).')
  const portalUrl = (process.env.PORTAL_URL || 'http://127.0.0.1:8080').replace(/\/$/, '')
  const response = await fetch(`${portalUrl}${systemAnnouncementRoute.path}`, {
    method: systemAnnouncementRoute.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: values.title,
      content: values.content,
      noticeLevel: Number(values.level),
      showType: values.warning ? SHOW_TYPES.warningBar : SHOW_TYPES.normal,
      ...(values.at ? { effectiveStartTime: new Date(values.at).toISOString() } : {}),
    }),
  })
  const envelope = (await response.json().catch(() => null)) as { message?: string; data?: unknown } | null
  if (!response.ok) throw new Error(`The server refused: ${response.status} ${envelope?.message ?? ''}`)
  console.log(`Announced to ${(envelope?.data as { tenants?: number } | null)?.tenants ?? 0} tenants.`)
}

main().catch((error: unknown) => {
  console.error((error as Error).message)
  process.exit(1)
})
