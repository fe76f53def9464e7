export const TRIAL_DAYS = 7

export type ProductState =
  | { kind: 'formal' | 'trial'; daysLeft: number | null }
  | { kind: 'expired'; daysExpired: number; wasTrial: boolean }

const DAY_MS = 24 * 60 * 60 * 1000
const dayOf = (isoOrDate: string): number => Date.parse(`${isoOrDate.slice(0, 10)}T00:00:00Z`)

/**
 * The product state of spec §4: formal when a licence was granted, else a trial that ends 7 days after
 * registration; expired once the tenant's current date is past the end. Dates are compared as calendar days in
 * the tenant's time zone (currentDate is already local; the instants are turned into that zone's days).
 * @example productState({ currentDate: '2026-11-21', grantTime: null, registerTime: '2026-11-11T02:00:00Z', expireTime: null }, 8)
 *   // { kind: 'expired', daysExpired: 3, wasTrial: true }
 */
export function productState(
  tenant: { currentDate: string; grantTime: string | null; registerTime: string; expireTime: string | null },
  utcOffsetHours: number,
): ProductState {
  const localDay = (instant: string) =>
    dayOf(new Date(Date.parse(instant) + utcOffsetHours * 3_600_000).toISOString())
  const wasTrial = tenant.grantTime === null
  const end = wasTrial
    ? localDay(tenant.registerTime) + TRIAL_DAYS * DAY_MS
    : tenant.expireTime
      ? localDay(tenant.expireTime)
      : null
  const today = dayOf(tenant.currentDate)
  if (end !== null && today > end)
    return { kind: 'expired', daysExpired: Math.round((today - end) / DAY_MS), wasTrial }
  return {
    kind: wasTrial ? 'trial' : 'formal',
    daysLeft: end === null ? null : Math.round((end - today) / DAY_MS),
  }
}
