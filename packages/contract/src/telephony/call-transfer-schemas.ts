import { z } from 'zod'

/** How a call is handed on: at once (blind), or after the agent has talked to the colleague (a consult). */
export const TRANSFER_MODES = ['BLIND', 'CONSULT'] as const
export type TransferMode = (typeof TRANSFER_MODES)[number]

/**
 * Where a transfer stands: a consult rings, then the agents talk (the customer held); it ends completed (the
 * customer on the colleague's call), conferenced (all three), cancelled, refused or unanswered (rung out). A blind
 * transfer is handed over at once; on a SIP network it is referring until the customer's call reaches the
 * colleague (handed over) or does not (failed: the customer stays with the agent).
 */
export const TRANSFER_STATUSES = [
  'RINGING',
  'CONSULTING',
  'COMPLETED',
  'CONFERENCED',
  'CANCELLED',
  'REFUSED',
  'UNANSWERED',
  'HANDED_OVER',
  'REFERRING',
  'FAILED',
] as const
export type TransferStatus = (typeof TRANSFER_STATUSES)[number]

/**
 * The statuses of a consult still open: ringing, talking, or (its completion on a SIP network) referring the
 * customer to the colleague.
 */
export const OPEN_CONSULT_STATUSES = [
  'RINGING',
  'CONSULTING',
  'REFERRING',
] as const satisfies readonly TransferStatus[]
export type OpenConsultStatus = (typeof OPEN_CONSULT_STATUSES)[number]

/** The consulting agent's commands on their consult, and the colleague's answers to it. */
export const CONSULT_ACTIONS = ['complete', 'conference', 'cancel', 'answer', 'refuse'] as const
export type ConsultAction = (typeof CONSULT_ACTIONS)[number]

/**
 * A consult still open, as both agents' pages show it: who consults whom, and whether it rings, they talk, or (its
 * completion on a SIP network) the customer is being referred to the colleague.
 */
export const callConsultSchema = z.object({
  id: z.string(),
  /** The customer's call it is about. */
  callId: z.string(),
  status: z.enum(OPEN_CONSULT_STATUSES),
  /** Why its last completion did not reach the colleague (a contract text), while the agents talk on; or null. */
  failure: z.string().nullable(),
  /** Whether this page is the consulting agent's (else the colleague's). */
  isMine: z.boolean(),
  fromStaffName: z.string(),
  toStaffName: z.string(),
})
export type CallConsult = z.infer<typeof callConsultSchema>

/** Where to transfer a call: a colleague, or a skill group's queue. */
export const transferTargetSchema = z.union([
  z.object({ accountId: z.string().min(1).max(64) }),
  z.object({ skillGroupId: z.string().min(1).max(64) }),
])
export type TransferTarget = z.infer<typeof transferTargetSchema>

/** One leg of a call's record: a transfer or consult from one agent to a colleague or a queue. */
export const callLegSchema = z.object({
  id: z.string(),
  mode: z.enum(TRANSFER_MODES),
  status: z.enum(TRANSFER_STATUSES),
  fromStaffName: z.string(),
  toStaffName: z.string().nullable(),
  skillGroupName: z.string().nullable(),
  /** The record the customer went on with (the colleague's, or the queue's), when they did. */
  nextRecordId: z.string().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
})
export type CallLeg = z.infer<typeof callLegSchema>
