import type { WorkOrderListRow } from './bench-results'
import { measureOnEachDatabase } from './on-each-database'
import { seedBenchWorkOrders, type WorkOrderSeed } from './seed-bench-work-orders'
import { measureWorkOrderList, type WorkOrderList } from './work-order-list'

/**
 * The work-order list on the embedded database and, with `databaseUrl`, on PostgreSQL: each a portal of its own on
 * the demo data and 100,000 seeded work orders.
 * @example const rows = await measureWorkOrderListOnEach(process.env.DATABASE_URL)
 */
export async function measureWorkOrderListOnEach(
  databaseUrl: string | undefined,
): Promise<WorkOrderListRow[]> {
  const rows = await measureOnEachDatabase<WorkOrderSeed, WorkOrderList>(
    databaseUrl,
    (owner) => seedBenchWorkOrders(owner),
    measureWorkOrderList,
  )
  for (const row of rows)
    console.log(
      `  ${row.database}: work-order list p50 ${row.p50Ms.toFixed(1)} ms, p99 ${row.p99Ms.toFixed(1)} ms`,
    )
  return rows
}
