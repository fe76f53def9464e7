import { rmSync } from 'node:fs'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import { freePort, startChildServer, type ChildServer } from './child-server'
import { freshDataFolder } from './portal-data-template'

export type PortalServer = ChildServer

const ROOT = path.resolve(import.meta.dirname, '../..')
/** What `npm start` runs: the compiled server. */
const COMPILED_SERVER = 'apps/server/dist/server.js'
let isCompiledServerBuilt = false

/** Builds the compiled server when its sources changed since its last build (once per test process). */
function buildCompiledServer() {
  if (isCompiledServerBuilt) return
  execFileSync(process.execPath, ['scripts/build-if-changed.mjs', 'server'], { cwd: ROOT, stdio: 'ignore' })
  isCompiledServerBuilt = true
}

/**
 * Starts the real portal server as its own process (the compiled server `npm start` runs, built when its sources
 * changed), on a free port that is also its PUBLIC_URL (as a deployment configures it), with a fresh embedded
 * database in demo mode (a copy of the browser run's template when there is one), and waits until it answers. `options.dataDir` starts it on a data folder prepared beforehand
 * instead (the bench seeds one); either way the folder is removed when the server stops, unless
 * `options.keepDataDir` (the template itself). `options.script` starts another entry point of the same app (a
 * test's own composition), `options.name` names it in errors.
 * @example const server = await startPortalServer(); await page.goto(`${server.origin}/dzfront/portal/login`)
 */
export async function startPortalServer(
  env: NodeJS.ProcessEnv = {},
  options: { dataDir?: string; keepDataDir?: boolean; script?: string; name?: string } = {},
): Promise<PortalServer> {
  const script = options.script ?? COMPILED_SERVER
  if (script === COMPILED_SERVER) buildCompiledServer()
  const dataDir = options.dataDir ?? freshDataFolder()
  const removeDataDir = () => {
    if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    const port = env.PORT ?? String(await freePort())
    const server = await startChildServer({
      name: options.name ?? 'portal',
      script,
      readyPath: '/front/config/a',
      env: {
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PORTAL_DEMO: '1',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...env,
        PORT: port,
      },
    })
    return {
      ...server,
      stop: async () => {
        await server.stop()
        removeDataDir()
      },
    }
  } catch (error) {
    removeDataDir()
    throw error
  }
}
