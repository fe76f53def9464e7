import type { CompanyDetail, companyDetailRoute } from '@portal/contract'
import type { z } from 'zod'
import type { Queryable } from '../../db/database'

type Row = {
  expire_time: Date | null
  user_count: number
  speech_seat_limit: number | null
  online_staff_limit: number | null
  ai_seats: number | null
  call_in_seats: number | null
}

/** The current tenant's licence; a seat figure whose flag is not 1 is null (spec §7 company detail). */
export async function findCompanyDetail(
  tx: Queryable,
  flags: z.output<typeof companyDetailRoute.body>,
): Promise<CompanyDetail> {
  const { rows } = await tx.query<Row>(
    `SELECT expire_time, speech_seat_limit, online_staff_limit, ai_seats, call_in_seats,
            (SELECT count(*)::int FROM tenant_members) AS user_count
     FROM tenants WHERE id = current_tenant_id()`,
  )
  const row = rows[0]
  const when = (flag: 0 | 1, value: number | null | undefined) => (flag === 1 ? (value ?? null) : null)
  return {
    expireTime: row?.expire_time?.toISOString() ?? null,
    userCount: row?.user_count ?? 0,
    speechUpperLimit: when(flags.speechAuth, row?.speech_seat_limit),
    onlineStaffUpperLimit: when(flags.onlineStaffAuth, row?.online_staff_limit),
    aiSeatsNum: when(flags.aiSeatsAuth, row?.ai_seats),
    callInSeatsNum: when(flags.callInSeatsAuth, row?.call_in_seats),
  }
}
