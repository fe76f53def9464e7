import type { CallMemoryResult } from './bench-results'
import { formatTable } from './format-table'

const MIB = 2 ** 20

/**
 * The report's section on one browser tab holding a call: the JS heap in use and the DOM nodes after a forced
 * garbage collection, at the start and every minute; or why the figure was skipped.
 * @example lines.push(...formatCallMemory(results.callMemory))
 */
export function formatCallMemory(result: CallMemoryResult): string[] {
  if ('skipped' in result) return [`Memory of a tab holding a call: ${result.skipped}`]
  const { heapUsedBytes: heap, domNodes: dom } = result
  const mib = (bytes: number) => (bytes / MIB).toFixed(2)
  return [
    `Memory of a tab holding a call (agent01 in Chromium on the dashboard, one answered simulated inbound call ` +
      `held ${result.minutes} min; read after a forced GC at the start and every minute: JS heap in use, DOM nodes)`,
    ...formatTable(
      ['reading', 'first', 'last', 'max', 'growth per minute'],
      [
        ['JS heap MiB', mib(heap.first), mib(heap.last), mib(heap.max), mib(heap.growthPerMinute)],
        ['DOM nodes', String(dom.first), String(dom.last), String(dom.max), dom.growthPerMinute.toFixed(1)],
      ],
    ),
    result.isHeldThroughout
      ? `The call stayed connected at every reading (simulator speed ${result.simulatorSpeed.toFixed(3)}).`
      : '! The call was not connected at every reading: the later figures are of a tab without a call.',
  ]
}
