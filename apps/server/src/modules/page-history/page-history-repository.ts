import type { PageHistoryItem, recordPageVisitRoute } from '@portal/contract'
import type { z } from 'zod'
import type { Queryable } from '../../db/database'

/** How many distinct pages the server keeps per user; the dashboard shows the first few. */
export const PAGE_HISTORY_KEPT = 50

type Row = { page_code: string; url: string; title: string; resource_code: string; visited_at: Date }

/**
 * A stored resourceCode as the list of menu codes it should be; anything else (bad JSON, not a list of
 * strings) is no codes.
 * @example parseResourceCode('["setting","setting.banner"]') // ['setting', 'setting.banner']
 */
function parseResourceCode(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text)
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string') : []
  } catch {
    return []
  }
}

/** Records a visit: a page already in the user's history moves to the top; only the latest pages are kept. */
export async function recordPageVisit(
  tx: Queryable,
  accountId: string,
  visit: z.output<typeof recordPageVisitRoute.body>,
) {
  await tx.query(
    `INSERT INTO page_visits (tenant_id, account_id, url, page_code, title, resource_code)
     VALUES (current_tenant_id(), $1, $2, $3, $4, $5)
     ON CONFLICT (tenant_id, account_id, url) DO UPDATE
       SET page_code = EXCLUDED.page_code, title = EXCLUDED.title, resource_code = EXCLUDED.resource_code,
           visited_at = now()`,
    [accountId, visit.url, visit.pageCode, visit.title, visit.resourceCode],
  )
  await tx.query(
    `DELETE FROM page_visits WHERE account_id = $1 AND id NOT IN (
       SELECT id FROM page_visits WHERE account_id = $1 ORDER BY visited_at DESC, id DESC LIMIT $2)`,
    [accountId, PAGE_HISTORY_KEPT],
  )
}

/** The user's latest distinct pages, newest first. */
export async function listPageHistory(
  tx: Queryable,
  accountId: string,
  pageSize: number,
): Promise<PageHistoryItem[]> {
  const { rows } = await tx.query<Row>(
    `SELECT page_code, url, title, resource_code, visited_at FROM page_visits
     WHERE account_id = $1 ORDER BY visited_at DESC, id DESC LIMIT $2`,
    [accountId, pageSize],
  )
  return rows.map((row) => ({
    pageCode: row.page_code,
    url: row.url,
    title: row.title,
    resourceCode: parseResourceCode(row.resource_code),
    visitedAt: row.visited_at.toISOString(),
  }))
}
