import { percentile } from './percentile'

export type WorkOrderList = {
  orders: number
  requests: number
  /** Each search's p50 and p99 (ms), by its name. */
  searches: { name: string; p50Ms: number; p99Ms: number; total: number }[]
  p50Ms: number
  p99Ms: number
  maxMs: number
  failures: number
}

const ROUNDS = 60
const WARM_UP_ROUNDS = 3

/** The lists an agent opens through a day: each view's first page, the filters, a keyword, a later page. */
const searchesOf = (categoryId: string): { name: string; query: string }[] => [
  { name: 'all', query: 'filterMenu=all' },
  { name: 'pending (mine)', query: 'filterMenu=pending' },
  { name: 'submitted (mine)', query: 'filterMenu=submitted' },
  { name: 'overdue (mine)', query: 'filterMenu=pending&due=overdue' },
  { name: 'category + status', query: `categoryId=${categoryId}&status=processing` },
  { name: 'keyword (customer)', query: `keyword=${encodeURIComponent('客户4242')}` },
  { name: 'page 50', query: 'filterMenu=all&page=50' },
]

/**
 * Times GET /api/v1/workorder/list one call after another as the demo admin: each search of `searchesOf` in turn,
 * ROUNDS times, the first page of 20 with its total unless it names another.
 */
export async function measureWorkOrderList(
  origin: string,
  cookie: string,
  seed: { orders: number; categoryId: string },
): Promise<WorkOrderList> {
  const searches = searchesOf(seed.categoryId)
  const timings = new Map(searches.map((search) => [search.name, [] as number[]]))
  const totals = new Map<string, number>()
  let failures = 0
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
    for (const search of searches) {
      const begin = performance.now()
      const response = await fetch(`${origin}/api/v1/workorder/list?${search.query}`, { headers: { cookie } })
      const envelope = (await response.json()) as { code?: number; data?: { total: number } }
      const ms = performance.now() - begin
      if (round < WARM_UP_ROUNDS) continue
      if (envelope.code !== 10000) failures += 1
      totals.set(search.name, envelope.data?.total ?? 0)
      timings.get(search.name)?.push(ms)
    }
  }
  const all = [...timings.values()].flat()
  return {
    orders: seed.orders,
    requests: all.length,
    searches: searches.map(({ name }) => ({
      name,
      p50Ms: percentile(timings.get(name) ?? [], 50),
      p99Ms: percentile(timings.get(name) ?? [], 99),
      total: totals.get(name) ?? 0,
    })),
    p50Ms: percentile(all, 50),
    p99Ms: percentile(all, 99),
    maxMs: Math.max(...all),
    failures,
  }
}
