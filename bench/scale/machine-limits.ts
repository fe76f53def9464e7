import { readFileSync } from 'node:fs'

/**
 * The open-file limit this process runs with (soft / hard, as /proc/self/limits says) and a warning when it or the
 * loopback's ephemeral ports are short for `agents` sockets: the bench holds one per agent, HAProxy two.
 * @example const { openFiles, warnings } = machineLimits(2000)
 */
export function machineLimits(agents: number): { openFiles: string; warnings: string[] } {
  const limits = readFileSync('/proc/self/limits', 'utf8')
  const [, soft = '?', hard = '?'] = /^Max open files\s+(\S+)\s+(\S+)/m.exec(limits) ?? []
  const [low = 0, high = 0] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number)
  // Sockets held at once: the bench's and HAProxy's (two each), with room for requests and the servers.
  const needed = agents * 2 + 1_000
  const warnings = [
    ...(soft !== 'unlimited' && Number(soft) < needed
      ? [
          `the open-file limit is ${soft} (hard ${hard}); ${agents} agents need about ${needed}: raise it (ulimit -n)`,
        ]
      : []),
    ...(high - low < needed
      ? [`only ${high - low} ephemeral ports (${low}-${high}); ${agents} agents need about ${needed}`]
      : []),
  ]
  return { openFiles: `${soft} (hard ${hard})`, warnings }
}
