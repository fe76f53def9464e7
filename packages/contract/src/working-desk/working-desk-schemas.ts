import { z } from 'zod'
import { callCustomerSchema } from '../telephony/telephony-schemas'
import { AGENT_SYSTEM_STATES, CALL_RESULTS, CALL_STATUSES, CALL_TYPES } from '../telephony/telephony-states'

/**
 * A wrap-up code as a tenant defines it: letters, digits, `_` and `-`, up to 32 (the code is what reports group
 * calls by; the name is what agents read).
 * @example wrapUpCodeSchema.parse('needs_callback') // 'needs_callback'
 */
export const wrapUpCodeSchema = z.string().regex(/^[\w-]{1,32}$/, 'workingDesk.unknownWrapUpCode')

export const wrapUpCodeEntrySchema = z.object({ code: wrapUpCodeSchema, name: z.string() })
export type WrapUpCodeEntry = z.infer<typeof wrapUpCodeEntrySchema>

/** One call of the agent's as the desk shows it: the number masked (§9), the customer card, note and wrap-up. */
export const deskCallSchema = z.object({
  recordId: z.string(),
  callType: z.enum(CALL_TYPES),
  callStatus: z.enum(CALL_STATUSES),
  phoneNumber: z.string(),
  customer: callCustomerSchema.nullable(),
  note: z.string(),
  wrapUpCode: z.string().nullable(),
  result: z.enum(CALL_RESULTS).nullable(),
  startedAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** The caller's answer to the satisfaction survey, 1 to the tenant's scale; null when not surveyed or no answer. */
  surveyScore: z.number().int().nullable(),
  /** A call-back request: the caller left their number in the queue; answering it calls them back. */
  isCallbackRequest: z.boolean(),
  /** The wrap-up codes the call offers (its skill group's); null offers all of the tenant's. */
  wrapUpCodes: z.array(z.string()).nullable(),
  /** How many transfers and consults the call's record keeps (its legs: the call came or went on through them). */
  legCount: z.number().int(),
})
export type DeskCall = z.infer<typeof deskCallSchema>

/** The calls waiting in one of the agent's skill groups. */
export const deskQueueSchema = z.object({
  skillGroupId: z.string(),
  name: z.string(),
  waiting: z.number().int(),
  /** How long the call waiting longest has waited, in seconds (0 when none waits). */
  longestWaitSeconds: z.number().int(),
})
export type DeskQueue = z.infer<typeof deskQueueSchema>

/** The agent's own figures since the start of today in the tenant's time zone. */
export const deskFiguresSchema = z.object({
  callsHandled: z.number().int(),
  /** Average talk plus after-call work of the answered calls, in whole seconds (0 with none). */
  averageHandlingSeconds: z.number().int(),
  /** Seconds on calls today (answer to end), the call going on up to now. */
  talkSeconds: z.number().int(),
  /** How many of today's calls their callers scored in the satisfaction survey. */
  surveyCount: z.number().int(),
  /** The average of those scores, to one decimal; null with none. */
  averageSurveyScore: z.number().nullable(),
  /** Seconds spent in each system state today off calls, the current one up to now. */
  secondsInState: z.array(z.object({ state: z.enum(AGENT_SYSTEM_STATES), seconds: z.number().int() })),
  /**
   * What goes on counting after `asOf` (the server's clock when it counted): the talk of the call the agent is on,
   * else the time in the state they are in (null when they have none today), so the page keeps the figures live.
   */
  running: z.object({ asOf: z.string(), state: z.enum(AGENT_SYSTEM_STATES).nullable(), onCall: z.boolean() }),
})
export type DeskFigures = z.infer<typeof deskFiguresSchema>

/** Everything the working desk shows, in one answer. */
export const workingDeskSchema = z.object({
  currentCall: deskCallSchema.nullable(),
  queues: z.array(deskQueueSchema),
  todayCalls: z.array(deskCallSchema),
  figures: deskFiguresSchema,
  wrapUpCodes: z.array(wrapUpCodeEntrySchema),
})
export type WorkingDesk = z.infer<typeof workingDeskSchema>

/** The unread work behind the working-platform menu dot (§6). */
export const workingDeskUnreadSchema = z.object({
  /** Missed inbound calls of today not yet called back. */
  missedCalls: z.number().int(),
  /** The agent's open outbound tasks that are due. */
  dueTasks: z.number().int(),
})
export type WorkingDeskUnread = z.infer<typeof workingDeskUnreadSchema>
