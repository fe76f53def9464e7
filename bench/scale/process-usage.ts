import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

/**
 * One look at a process: its CPU time so far (user + system, in clock ticks), that of its children which have
 * ended (the kernel adds it to their parent when it reaps them), and its resident memory.
 */
export type ProcessReading = { cpuTicks: number; endedChildrenTicks: number; rssKb: number }

/** The whole machine's CPU time so far, in clock ticks over all cores: busy, and in all. */
export type MachineReading = { busyTicks: number; totalTicks: number }

/** Clock ticks a second, as /proc counts CPU time (USER_HZ: 100 on Linux, but asked rather than assumed). */
export const CLOCK_TICKS_PER_SECOND = Number(
  execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim(),
)

/**
 * Reads /proc/<pid>/stat (utime and stime) and /proc/<pid>/status (VmRSS): a small pidusage. Null when the process
 * has gone.
 * @example const reading = readProcess(portal.pid) // { cpuTicks: 5312, rssKb: 183204 }
 */
export function readProcess(pid: number): ProcessReading | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name may hold spaces and brackets: the fields start after its last ')', at field 3 (state).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const cpuTicks = Number(fields[11]) + Number(fields[12])
    const endedChildrenTicks = Number(fields[13]) + Number(fields[14])
    const rss = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return { cpuTicks, endedChildrenTicks, rssKb: Number(rss?.[1] ?? 0) }
  } catch {
    return null
  }
}

/**
 * As readProcess, summed over the process and all its descendants (PostgreSQL's backends are its postmaster's
 * children): their CPU, with that of the descendants which have ended (a backend whose connection closed), and
 * their resident memory (shared memory counted in each).
 * @example const postgres = readProcessTree(privatePostgres.pid())
 */
export function readProcessTree(pid: number): ProcessReading | null {
  const root = readProcess(pid)
  if (!root) return null
  root.cpuTicks += root.endedChildrenTicks
  const parents = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    const child = Number(entry)
    if (!Number.isInteger(child)) continue
    const parent = parentOf(child)
    if (parent !== null) parents.set(parent, [...(parents.get(parent) ?? []), child])
  }
  const total = { ...root }
  const pending = [...(parents.get(pid) ?? [])]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const reading = readProcess(next)
    if (reading) {
      total.cpuTicks += reading.cpuTicks
      total.rssKb += reading.rssKb
    }
    pending.push(...(parents.get(next) ?? []))
  }
  return total
}

function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return null
  }
}

/** Reads the first line of /proc/stat: every core's time, idle and waiting on disk counted as not busy. */
export function readMachine(): MachineReading {
  const [, ...ticks] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/)
  const values = ticks.map(Number)
  const totalTicks = values.reduce((sum, value) => sum + value, 0)
  const idleTicks = (values[3] ?? 0) + (values[4] ?? 0)
  return { busyTicks: totalTicks - idleTicks, totalTicks }
}
