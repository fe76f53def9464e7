import os from 'node:os'
import type { PostgresConnections } from './postgres-connections'
import {
  CLOCK_TICKS_PER_SECOND,
  readMachine,
  readProcess,
  readProcessTree,
  type MachineReading,
  type ProcessReading,
} from './process-usage'

/** A process the sampler follows, by a name the report prints; with `withChildren`, its descendants too. */
export type WatchedProcess = { name: string; pid: number; withChildren?: boolean }

/**
 * One process over a window: its CPU (100 % = one core) and its largest resident memory, while it ran; whether it
 * had gone by the window's end (killed).
 */
export type ProcessUsage = WatchedProcess & { cpuPercent: number; rssMb: number; hasGone: boolean }

/** What the machine and PostgreSQL did over a window. */
export type WindowResources = {
  processes: ProcessUsage[]
  /** Every core's busy time over the window, as the processes' is: 100 % = one core (200 % = two cores busy). */
  machineBusyPercent: number
  /** The 1-minute load average at the window's end, beside the CPU count. */
  loadAverage: number
  cpus: number
  /** Client connections on the PostgreSQL server: the most seen, running a statement, in a transaction between. */
  postgres: { maxTotal: number; maxActive: number; maxWaitingOnLock: number; maxIdleInTransaction: number }
}

type Sample = {
  at: number
  processes: Map<number, ProcessReading | null>
  machine: MachineReading
  postgres: PostgresConnections | null
  loadAverage: number
}

const SAMPLE_EVERY_MS = 1_000

/**
 * Looks at the processes, the machine and PostgreSQL's connections every second until stopped; `between` sums up
 * any window of that time (performance.now() moments). A process that has gone is left out from then on.
 * @example const sampler = startResourceSampler(() => portals, () => connections.read()); sampler.between(from, to)
 */
export function startResourceSampler(
  processes: () => readonly WatchedProcess[],
  readPostgres: () => Promise<PostgresConnections | null>,
) {
  const samples: Sample[] = []
  const sample = async () => {
    const at = performance.now()
    const readings = new Map(
      processes().map(({ pid, withChildren }) => [
        pid,
        withChildren ? readProcessTree(pid) : readProcess(pid),
      ]),
    )
    const machine = readMachine()
    const postgres = await readPostgres()
    samples.push({ at, processes: readings, machine, postgres, loadAverage: os.loadavg()[0] ?? 0 })
  }
  let sampling = sample()
  const timer = setInterval(() => {
    sampling = sampling.then(sample)
  }, SAMPLE_EVERY_MS)
  return {
    between: (from: number, to: number): WindowResources => summarise(samples, processes(), from, to),
    stop: async () => {
      clearInterval(timer)
      await sampling
    },
  }
}

function summarise(
  all: readonly Sample[],
  processes: readonly WatchedProcess[],
  from: number,
  to: number,
): WindowResources {
  const samples = all.filter((each) => each.at >= from && each.at <= to)
  const first = samples[0]
  const last = samples.at(-1)
  const machineTicks = first && last ? last.machine.totalTicks - first.machine.totalTicks : 0
  const postgres = samples.flatMap((each) => (each.postgres ? [each.postgres] : []))
  return {
    processes: processes.map((watched) => usageOf(watched, samples)),
    machineBusyPercent:
      first && last && machineTicks > 0
        ? ((last.machine.busyTicks - first.machine.busyTicks) / machineTicks) * 100 * os.cpus().length
        : 0,
    loadAverage: last?.loadAverage ?? os.loadavg()[0] ?? 0,
    cpus: os.cpus().length,
    postgres: {
      maxTotal: Math.max(0, ...postgres.map((each) => each.total)),
      maxActive: Math.max(0, ...postgres.map((each) => each.active)),
      maxWaitingOnLock: Math.max(0, ...postgres.map((each) => each.waitingOnLock)),
      maxIdleInTransaction: Math.max(0, ...postgres.map((each) => each.idleInTransaction)),
    },
  }
}

function usageOf(watched: WatchedProcess, samples: readonly Sample[]): ProcessUsage {
  const readings = samples.flatMap((each) => {
    const reading = each.processes.get(watched.pid)
    return reading ? [{ at: each.at, ...reading }] : []
  })
  const first = readings[0]
  const last = readings.at(-1)
  const seconds = first && last ? (last.at - first.at) / 1000 : 0
  return {
    ...watched,
    cpuPercent:
      first && last && seconds > 0
        ? ((last.cpuTicks - first.cpuTicks) / CLOCK_TICKS_PER_SECOND / seconds) * 100
        : 0,
    rssMb: Math.max(0, ...readings.map((reading) => reading.rssKb)) / 1024,
    hasGone: samples.length > 0 && !samples.at(-1)?.processes.get(watched.pid),
  }
}
