import {
  TOOL_PERMISSIONS,
  productModuleCode,
  type CompanyDetail,
  type RouteBody,
  type companyDetailRoute,
} from '@portal/contract'

export type CompanyAuthFlags = Required<RouteBody<typeof companyDetailRoute>>

/**
 * The seat flags of the company detail call (spec §7): call-centre seats with speech_ability, online staff with
 * online_ability, intelligent outbound (AI) seats with the outbound module, intelligent inbound seats with the
 * intelligent module (the call-in robots live there).
 * @example toCompanyAuthFlags((code) => code === 'speech_ability').speechAuth // 1
 */
export const toCompanyAuthFlags = (can: (code: string) => boolean): CompanyAuthFlags => ({
  speechAuth: can(TOOL_PERMISSIONS.speechAbility) ? 1 : 0,
  onlineStaffAuth: can(TOOL_PERMISSIONS.onlineAbility) ? 1 : 0,
  aiSeatsAuth: can(productModuleCode('outbound')) ? 1 : 0,
  callInSeatsAuth: can(productModuleCode('intelligent')) ? 1 : 0,
})

/** The seat figures of the licence, in the order they show; each with its flag and translation key. */
export const SEAT_FIGURES = [
  { field: 'speechUpperLimit', flag: 'speechAuth', label: 'company.speechSeats' },
  { field: 'onlineStaffUpperLimit', flag: 'onlineStaffAuth', label: 'company.onlineSeats' },
  { field: 'aiSeatsNum', flag: 'aiSeatsAuth', label: 'company.aiSeats' },
  { field: 'callInSeatsNum', flag: 'callInSeatsAuth', label: 'company.callInSeats' },
] as const satisfies readonly { field: keyof CompanyDetail; flag: keyof CompanyAuthFlags; label: string }[]

/**
 * The seat figures to show: those the flags asked for and the server gave.
 * @example permittedSeats(detail, flags).map(({ label, value }) => `${t(label)} ${value}`)
 */
export const permittedSeats = (detail: CompanyDetail, flags: CompanyAuthFlags) =>
  SEAT_FIGURES.flatMap(({ field, flag, label }) => {
    const value = detail[field]
    return flags[flag] === 1 && value !== null ? [{ label, value }] : []
  })
