import { NETWORK_PROBE_INTERVAL_MS, NETWORK_PROBE_TIMEOUT_MS, RELEASE_INFO_PATH } from '@portal/contract'
import { useEffect, useState } from 'react'

/** The last probe: its latency in ms, null when it got no (good) answer in time, undefined before the first. */
export type ProbeLatency = number | null | undefined

/**
 * Measures the network by fetching release-info.json (never from a cache) every 5 s, each with a 5 s timeout
 * (spec §7, §9). Probes run one after another, so a slow network never stacks them up.
 * @example const latency = useNetworkProbe()
 */
export const useNetworkProbe = (): ProbeLatency => {
  const [latency, setLatency] = useState<ProbeLatency>(undefined)

  useEffect(() => {
    let isStopped = false
    let nextProbe: ReturnType<typeof setTimeout> | undefined
    let controller: AbortController | null = null

    const probe = async () => {
      controller = new AbortController()
      const timeout = setTimeout(() => controller?.abort(), NETWORK_PROBE_TIMEOUT_MS)
      const startedAt = performance.now()
      let measured: number | null = null
      try {
        const response = await fetch(RELEASE_INFO_PATH, { cache: 'no-store', signal: controller.signal })
        await response.arrayBuffer()
        if (response.ok) measured = Math.round(performance.now() - startedAt)
      } catch {
        measured = null
      } finally {
        clearTimeout(timeout)
      }
      if (isStopped) return
      setLatency(measured)
      nextProbe = setTimeout(() => void probe(), NETWORK_PROBE_INTERVAL_MS)
    }

    void probe()
    return () => {
      isStopped = true
      clearTimeout(nextProbe)
      controller?.abort()
    }
  }, [])

  return latency
}
