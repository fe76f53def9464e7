import { z } from 'zod'
import { TOOL_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import { callerHeardSchema, simulatedCallerSchema } from '../call-centre/simulated-caller'
import { GLOBAL_PHONE_PATTERN } from '../countries/phone-patterns'

/**
 * The numbers the built-in simulator treats specially when an agent dials them; any other valid number answers
 * after a short ring.
 */
export const SIMULATED_OUTCOME_NUMBERS = {
  answered: '13800000001',
  busy: '13800000002',
  noAnswer: '13800000003',
  earlyMediaThenAnswer: '13800000004',
  rejected: '13800000005',
} as const
export type SimulatedOutcome = keyof typeof SIMULATED_OUTCOME_NUMBERS

/** Demo mode: a simulated customer calls in, into a skill group's queue or straight to one agent. */
export const simulateInboundRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/demo/call-simulator/inbound',
  access: 'session',
  permission: TOOL_PERMISSIONS.speechAbility,
  body: simulatedCallerSchema.extend({
    from: z.string().regex(GLOBAL_PHONE_PATTERN),
    skillGroupId: z.string().max(64).optional(),
    accountId: z.string().max(64).optional(),
  }),
  response: z.object({ callId: z.string(), heard: z.array(callerHeardSchema) }),
})

/**
 * Demo mode: the simulated far end hangs up now, on the caller's own call or, for a supervisor, on a call of their
 * skill groups.
 */
export const simulateFarEndHangupRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/demo/call-simulator/:callId/hangup',
  access: 'session',
  permission: TOOL_PERMISSIONS.speechAbility,
  params: z.object({ callId: z.string().max(64) }),
  response: z.null(),
})

/**
 * The operator's command (`npm run call -w @portal/server`): a simulated customer calls a tenant, named by its
 * code, into a skill group named by its name, or straight to one agent named by their login.
 */
export const operatorInboundCallRoute = defineRoute({
  method: 'POST',
  path: '/operator/call-simulator/inbound',
  access: 'operator',
  body: simulatedCallerSchema.extend({
    tenant: z.string().min(1).max(64),
    from: z.string().regex(GLOBAL_PHONE_PATTERN),
    skill: z.string().min(1).max(64).optional(),
    agent: z.string().min(1).max(254).optional(),
  }),
  response: z.object({ callId: z.string(), heard: z.array(callerHeardSchema) }),
})

/**
 * The operator's command follows its call: what the caller heard so far (greetings, queue position and estimated
 * wait, the survey) and where the call stands, until it ends.
 */
export const operatorCallProgressRoute = defineRoute({
  method: 'GET',
  path: '/operator/call-simulator/calls/:callId',
  access: 'operator',
  params: z.object({ callId: z.string().max(64) }),
  query: z.object({ tenant: z.string().min(1).max(64) }),
  response: z.object({
    status: z.string(),
    /** Over for the caller: ended, or they hung up leaving a call-back request. */
    isEnded: z.boolean(),
    heard: z.array(callerHeardSchema),
    surveyScore: z.number().nullable(),
  }),
})
