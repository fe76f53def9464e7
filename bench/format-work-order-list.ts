import type { WorkOrderListRow } from './bench-results'
import { formatTable } from './format-table'

/**
 * The work-order list section of the report: each search's p50 / p99 on each database; nothing when there are no
 * rows.
 * @example lines.push(...formatWorkOrderList(results.workOrderList))
 */
export function formatWorkOrderList(rows: WorkOrderListRow[]): string[] {
  const [first] = rows
  if (!first) return []
  const ms = (value: number) => value.toFixed(1)
  return [
    `Work-order list (${first.orders} orders in the demo tenant; ${first.requests} requests one after another as ` +
      'the admin, each search in turn: a page of 20 with its total; target p99 < 50 ms on PostgreSQL)',
    ...formatTable(
      ['database', 'search', 'matching', 'p50 ms', 'p99 ms'],
      rows.flatMap((row) => [
        ...row.searches.map((search) => [
          row.database,
          search.name,
          String(search.total),
          ms(search.p50Ms),
          ms(search.p99Ms),
        ]),
        [
          row.database,
          `all (${row.failures} failed, max ${ms(row.maxMs)} ms)`,
          '',
          ms(row.p50Ms),
          ms(row.p99Ms),
        ],
      ]),
    ),
  ]
}
