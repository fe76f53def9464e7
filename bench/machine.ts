import os from 'node:os'

export type Machine = { cpus: number; model: string; node: string; platform: string }

/** What the figures were measured on: they only compare with figures from the same kind of machine. */
export function describeMachine(): Machine {
  const cpus = os.cpus()
  return {
    cpus: cpus.length,
    model: cpus[0]?.model.trim() ?? 'unknown',
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  }
}
