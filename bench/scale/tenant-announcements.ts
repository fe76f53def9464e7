import {
  NOTICE_LEVELS,
  noticeTypesRoute,
  publishAnnouncementRoute,
  type AnnouncementForm,
} from '@portal/contract'
import type { AgentPage } from '../agent-page'
import { callRoute } from '../call-route'
import { percentile } from '../percentile'
import { timeNewsArrivals } from '../push-fan-out'

/** Who announces to a tenant, with what notice type, and the pages that should hear it. */
export type AnnouncingTenant = { cookie: string; noticeTypeId: string; pages: readonly AgentPage[] }

/** Announcements over a window: from sending each publish to each open agent socket's NEWS frame. */
export type AnnouncementFigures = {
  published: number
  failed: number
  firstFailure: string | null
  /** Agent sockets open when each announcement was sent, in all, and how many of them got its NEWS frame. */
  expected: number
  received: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  publishP99Ms: number
}

/**
 * Each tenant's supervisor and notice type, with the tenant's agent pages.
 * @example const announcing = await announcingTenants(origin, tenants, pages.byTenant)
 */
export async function announcingTenants(
  origin: string,
  supervisors: readonly { cookie: string }[],
  pagesByTenant: readonly (readonly AgentPage[])[],
): Promise<AnnouncingTenant[]> {
  return Promise.all(
    supervisors.map(async ({ cookie }, index) => {
      const [noticeType] = await callRoute(origin, cookie, noticeTypesRoute)
      if (!noticeType) throw new Error('a bench tenant has no notice type to announce with')
      return { cookie, noticeTypeId: noticeType.id, pages: pagesByTenant[index] ?? [] }
    }),
  )
}

/**
 * One tenant-wide announcement per tenant, spread evenly over `seconds`, each timed on the tenant's agent sockets
 * open when it was sent.
 * @example const figures = await announceToEachTenant(origin, announcing, 30, 'before')
 */
export async function announceToEachTenant(
  origin: string,
  tenants: readonly AnnouncingTenant[],
  seconds: number,
  label: string,
): Promise<AnnouncementFigures> {
  const arrivals: number[] = []
  const publishes: number[] = []
  let expected = 0
  const failure = { count: 0, first: null as string | null }
  await Promise.all(
    tenants.map(async (tenant, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index * seconds * 1000) / tenants.length))
      const sockets = tenant.pages.filter(({ page }) => page.isOpen()).map((page) => page.socket())
      expected += sockets.length
      const announcement: AnnouncementForm = {
        title: `规模压测公告 ${label} ${index + 1} · Scale bench announcement`,
        content: '<p>规模压测公告。This announcement times the push to a tenant under load.</p>',
        noticeTypeId: tenant.noticeTypeId,
        noticeLevel: NOTICE_LEVELS.normal,
        audience: { kind: 'tenant' },
      }
      try {
        const timed = await timeNewsArrivals(sockets, () =>
          callRoute(origin, tenant.cookie, publishAnnouncementRoute, { body: announcement }),
        )
        arrivals.push(...timed.arrivalsMs)
        publishes.push(timed.publishMs)
      } catch (error) {
        failure.count += 1
        failure.first ??= error instanceof Error ? error.message : String(error)
      }
    }),
  )
  return {
    published: publishes.length,
    failed: failure.count,
    firstFailure: failure.first,
    expected,
    received: arrivals.length,
    p50Ms: percentile(arrivals, 50),
    p99Ms: percentile(arrivals, 99),
    maxMs: percentile(arrivals, 100),
    publishP99Ms: percentile(publishes, 99),
  }
}
