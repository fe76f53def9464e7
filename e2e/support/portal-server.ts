import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startChildServer, type ChildServer } from './child-server'

export type PortalServer = ChildServer

/**
 * Starts the real portal server as its own process, on a free port with a fresh embedded database in demo
 * mode, and waits until it answers. `options.dataDir` starts it on a data folder prepared beforehand instead
 * (the bench seeds one); either way the folder is removed when the server stops. `options.script` starts another
 * entry point of the same app (a test's own composition), `options.name` names it in errors.
 * @example const server = await startPortalServer(); await page.goto(`${server.origin}/dzfront/portal/login`)
 */
export async function startPortalServer(
  env: NodeJS.ProcessEnv = {},
  options: { dataDir?: string; script?: string; name?: string } = {},
): Promise<PortalServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-'))
  try {
    const server = await startChildServer({
      name: options.name ?? 'portal',
      script: options.script ?? 'apps/server/src/server.ts',
      readyPath: '/front/config/a',
      env: {
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PORTAL_DEMO: '1',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        ...env,
      },
    })
    return {
      ...server,
      stop: async () => {
        await server.stop()
        rmSync(dataDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}
