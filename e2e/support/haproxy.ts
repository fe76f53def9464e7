import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * What the load-balancer tests lack on this machine after scripts/ensure-haproxy.sh tried to install it, or '' when
 * HAProxy is there. When it is missing it says so on the console, in a line nobody can mistake for a pass.
 * @example const missing = missingHaproxy(); describe.skipIf(missing)(`… ${missing && `(SKIPPED: ${missing})`}`, …)
 */
export function missingHaproxy(): string {
  const install = spawnSync('bash', ['scripts/ensure-haproxy.sh'], { cwd: ROOT, encoding: 'utf8' })
  if (install.status === 0) return ''
  const missing = `HAProxy not installed: ${install.stderr.trim() || `ensure-haproxy.sh exited ${install.status}`}`
  console.warn(`\n*** SKIP load-balancer tests: ${missing} ***\n`)
  return missing
}

export type Balancer = { origin: string; pid: number; output: () => string; stop: () => Promise<void> }

/**
 * Starts HAProxy in the foreground on the deployment's own configuration (deploy/haproxy.cfg), on loopback `port`
 * (the processes' PUBLIC_URL names it), in front of the three processes at `origins`, and waits until it answers.
 * @example const balancer = await startBalancer(port, processes.map((process) => process.origin))
 */
export async function startBalancer(port: number, origins: readonly string[]): Promise<Balancer> {
  const [first, second, third] = origins.map((origin) => new URL(origin).host)
  const child = spawn('haproxy', ['-db', '-f', 'deploy/haproxy.cfg'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORTAL_BIND: `127.0.0.1:${port}`,
      PORTAL_1: first,
      PORTAL_2: second,
      PORTAL_3: third,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += String(chunk)))
  child.stderr?.on('data', (chunk) => (output += String(chunk)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const origin = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`)
    const answers = await fetch(`${origin}/health/ready`).then(
      (response) => response.ok,
      () => false,
    )
    if (answers) return { origin, pid: child.pid ?? 0, output: () => output, stop }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop()
  throw new Error(`haproxy did not answer within 15 s:\n${output}`)
}
