import type { CDPSession, Page } from 'playwright-core'
import { launchBrowser } from '../e2e/support/browser'
import {
  answerFromPanel,
  callCentre,
  ctiStateOverHttp,
  goReady,
  ringOverHttp,
  sessionCookieOf,
} from '../e2e/support/call-centre'
import { startPortalServer } from '../e2e/support/portal-server'
import { logInToShell } from '../e2e/support/shell-page'
import { openAdminSession } from './admin-session'
import { BENCH_PORTAL_ENV } from './portal-env'
import { withServer } from './with-server'

/** One reading of the tab, after a forced garbage collection. */
export type TabMemorySample = { minute: number; heapUsedBytes: number; domNodes: number; isOnCall: boolean }

/** How one reading grew over the call: first, last, largest, and (last − first) per minute. */
export type MemoryTrend = { first: number; last: number; max: number; growthPerMinute: number }

export type CallMemory = {
  minutes: number
  /** The simulator's speed the portal ran at, slow enough that its far end outlasts the call. */
  simulatorSpeed: number
  samples: TabMemorySample[]
  heapUsedBytes: MemoryTrend
  domNodes: MemoryTrend
  /** Whether the call was still connected at every reading. */
  isHeldThroughout: boolean
}

/**
 * The figure's length in whole minutes: BENCH_CALL_MINUTES, 10 unless set; 0 skips it.
 * @example callMinutes() // 10, or 1 with BENCH_CALL_MINUTES=1
 */
export function callMinutes(): number {
  const minutes = Number(process.env.BENCH_CALL_MINUTES || 10)
  if (!Number.isInteger(minutes) || minutes < 0)
    throw new Error(`BENCH_CALL_MINUTES must be a whole number of minutes, 0 to skip (got ${minutes})`)
  return minutes
}

/** Why the figure did not run, for the report. */
export const CALL_MEMORY_SKIPPED = 'skipped (BENCH_CALL_MINUTES=0)'

/** The simulator's far end hangs up after 300 s of talk divided by its speed. */
const SIMULATED_TALK_SECONDS = 300
/** The far end outlasts the call by this much at least, so the last reading is still on the call. */
const TALK_MARGIN_SECONDS = 120
const MINUTE_MS = 60_000

/**
 * One browser tab holding a call: agent01 logs in to a demo portal of its own (Debian's Chromium), goes ready,
 * answers a simulated inbound call and stays on it for `minutes`; at the start and every minute after, the tab's
 * garbage is collected (CDP) and its JS heap in use and DOM nodes are read. The portal runs the call simulator
 * slowly enough (CALL_SIMULATOR_SPEED below 1) that the customer does not hang up first.
 * @example const memory = await measureCallMemory(10) // memory.heapUsedBytes.growthPerMinute
 */
export async function measureCallMemory(minutes: number): Promise<CallMemory> {
  const simulatorSpeed = SIMULATED_TALK_SECONDS / (minutes * 60 + TALK_MARGIN_SECONDS)
  const start = () =>
    startPortalServer({ ...BENCH_PORTAL_ENV, CALL_SIMULATOR_SPEED: simulatorSpeed.toFixed(4) })
  return withServer(start, async ({ origin }) => {
    const browser = await launchBrowser()
    try {
      const { context, page } = await logInToShell(browser, origin, 'agent01', 'Agent@2026')
      await goReady(page)
      const { accountId } = (await ctiStateOverHttp(origin, await sessionCookieOf(context))).agent
      await ringOverHttp(origin, await openAdminSession(origin), { from: '13900001111', accountId })
      await answerFromPanel(page)
      const cdp = await context.newCDPSession(page)
      const samples: TabMemorySample[] = []
      for (let minute = 0; minute <= minutes; minute += 1) {
        if (minute > 0) await page.waitForTimeout(MINUTE_MS)
        const sample = { minute, ...(await readTabMemory(cdp, page)) }
        console.log(
          `  call memory, minute ${minute}: heap ${(sample.heapUsedBytes / 2 ** 20).toFixed(1)} MiB, ` +
            `${sample.domNodes} DOM nodes${sample.isOnCall ? '' : ' (the call has ended)'}`,
        )
        samples.push(sample)
      }
      return {
        minutes,
        simulatorSpeed,
        samples,
        heapUsedBytes: trendOf(samples.map((sample) => sample.heapUsedBytes)),
        domNodes: trendOf(samples.map((sample) => sample.domNodes)),
        isHeldThroughout: samples.every((sample) => sample.isOnCall),
      }
    } finally {
      await browser.close()
    }
  })
}

async function readTabMemory(cdp: CDPSession, page: Page) {
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  const { nodes } = await cdp.send('Memory.getDOMCounters')
  const isOnCall = (await callCentre(page).widget.getAttribute('aria-label')) === '电话：通话中'
  return { heapUsedBytes: usedSize, domNodes: nodes, isOnCall }
}

function trendOf(values: readonly number[]): MemoryTrend {
  const first = values[0] ?? 0
  const last = values.at(-1) ?? 0
  return {
    first,
    last,
    max: Math.max(...values),
    growthPerMinute: (last - first) / Math.max(values.length - 1, 1),
  }
}
