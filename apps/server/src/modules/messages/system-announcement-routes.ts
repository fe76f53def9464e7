import type { FastifyInstance } from 'fastify'
import { systemAnnouncementRoute } from '@portal/contract'
import { serveRoute } from '../../lib/serve-route'

/** The platform operator's system announcement to every tenant (the announce command). */
export async function systemAnnouncementRoutes(app: FastifyInstance) {
  serveRoute(app, systemAnnouncementRoute, async ({ body }) => {
    // Across every tenant, so through the one SECURITY DEFINER function that may write there.
    const { rows } = await app.store.db.query<{ tenants: number }>(
      `SELECT publish_system_announcement($1, $2, COALESCE($3::timestamptz, now()), $4::smallint, $5::smallint)
         AS tenants`,
      [body.title, body.content, body.effectiveStartTime ?? null, body.noticeLevel, body.showType],
    )
    await app.deliverMessages()
    return { tenants: rows[0]?.tenants ?? 0 }
  })
}
