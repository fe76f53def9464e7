import { readFile } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import { packageInfoRoute } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'

type ReleaseInfo = { version?: string; buildTime?: string; modules?: string[] }

/** The package check: which build each module runs. */
export async function packageCheckRoutes(app: FastifyInstance) {
  const startedAt = new Date().toISOString()
  const releaseInfo = async (): Promise<ReleaseInfo> =>
    JSON.parse(
      await readFile(`${app.config.webDistDir}/release-info.json`, 'utf8').catch(() => '{}'),
    ) as ReleaseInfo

  // Every module ships inside the one portal build: its package date is the build's, and it is installed when
  // the build has pages for it.
  serveRoute(app, packageInfoRoute, async ({ params }) => {
    const info = await releaseInfo()
    return {
      appName: `dzfront-${params.service}`,
      version: info.version ?? '0.0.0',
      buildDate: info.buildTime ?? startedAt,
      installed: params.service === 'portal' || (info.modules ?? []).includes(params.service),
    }
  })
}
