import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Kamailio } from './kamailio'
import { freeUdpPort } from './free-udp-port'

export type SippRun = {
  /** sipp's exit code (0: the scenario ran to its end) and its SIP trace. */
  done: Promise<{ code: number | null; trace: string; errors: string }>
  stop: () => Promise<void>
}

const SCENARIOS = path.join(import.meta.dirname, 'scenarios')
const running = new Set<ChildProcess>()

/**
 * Runs one sipp scenario (one call) against the test's kamailio: a UAS on the trunk port (`as: 'trunk'`), or a
 * UAC that calls `service` (a SIP user) through kamailio. Traces go to the kamailio scratch folder.
 * @example const caller = await runSipp(sip, 'uac_hold_bye', { service: 'demo.agent01' })
 */
export async function runSipp(
  sip: Kamailio,
  scenario: string,
  options: { as: 'trunk' } | { service: string },
  timeoutSeconds = 60,
): Promise<SippRun> {
  const mediaPort = await freeUdpPort()
  const trace = path.join(sip.dir, `${scenario}-${Date.now()}.msg.log`)
  const errors = path.join(sip.dir, `${scenario}-${Date.now()}.err.log`)
  const side =
    'as' in options
      ? ['-p', String(sip.trunkPort)]
      : ['-p', String(await freeUdpPort()), '-s', options.service, `127.0.0.1:${sip.udpPort}`]
  const child = spawn(
    'sipp',
    [
      ...['-sf', path.join(SCENARIOS, `${scenario}.xml`), '-i', '127.0.0.1', '-m', '1', '-nostdin'],
      ...['-timeout', `${timeoutSeconds}s`, '-timeout_error', '-trace_msg', '-trace_err'],
      ...['-message_file', trace, '-error_file', errors],
      ...['-mp', String(mediaPort), '-key', 'cand_port', String(mediaPort)],
      ...side,
    ],
    { cwd: sip.dir, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  running.add(child)
  let stderr = ''
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)))
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '')
  const done = new Promise<{ code: number | null; trace: string; errors: string }>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child)
      resolve({ code, trace: read(trace), errors: `${stderr}${read(errors)}` })
    }),
  )
  // A UAS must be listening before the call reaches the trunk.
  if ('as' in options) await new Promise((resolve) => setTimeout(resolve, 300))
  return {
    done,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await done
    },
  }
}

/** Stops every sipp still running (a test that failed half-way), before kamailio stops. */
export async function stopAllSipp() {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) =>
          child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')),
        ),
    ),
  )
}
