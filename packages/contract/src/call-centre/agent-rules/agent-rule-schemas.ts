import { z } from 'zod'
import { ACW_MODES } from '../../telephony/telephony-states'

/** The incoming-call popup of a queue's calls: the tenant's switch, or always on or off for this queue. */
export const INCOMING_CALL_POPUP_CHOICES = ['DEFAULT', 'ON', 'OFF'] as const
export type IncomingCallPopupChoice = (typeof INCOMING_CALL_POPUP_CHOICES)[number]

export const AGENT_RULE_LIMITS = {
  acwSeconds: { min: 1, max: 3600 },
  autoAnswerDelaySeconds: { min: 0, max: 10 },
} as const

const acwSecondsMessage = 'agentRules.acwSecondsInvalid'
const delayMessage = 'agentRules.autoAnswerDelayInvalid'

/**
 * A queue's agent rules. The MANDATORY after-call work is the one rule that a wrap-up code is required: it holds
 * the agent in after-call work until they choose one. No wrap-up codes listed offers all of the tenant's.
 */
export const agentRuleFormSchema = z.object({
  acwMode: z.enum(ACW_MODES),
  /** The time-boxed after-call work's seconds; none means the tenant's call-centre setting. */
  acwSeconds: z
    .number(acwSecondsMessage)
    .int(acwSecondsMessage)
    .min(AGENT_RULE_LIMITS.acwSeconds.min, acwSecondsMessage)
    .max(AGENT_RULE_LIMITS.acwSeconds.max, acwSecondsMessage)
    .nullish()
    .transform((value) => value ?? null),
  wrapUpCodes: z
    .array(z.string().trim().min(1, 'agentRules.wrapUpCodeMissing').max(32, 'agentRules.wrapUpCodeMissing'))
    .max(200)
    .default([]),
  autoAnswer: z.boolean().default(false),
  autoAnswerDelaySeconds: z
    .number(delayMessage)
    .int(delayMessage)
    .min(AGENT_RULE_LIMITS.autoAnswerDelaySeconds.min, delayMessage)
    .max(AGENT_RULE_LIMITS.autoAnswerDelaySeconds.max, delayMessage)
    .default(0),
  incomingCallPopup: z.enum(INCOMING_CALL_POPUP_CHOICES).default('DEFAULT'),
})
export type AgentRuleForm = z.output<typeof agentRuleFormSchema>

export const agentRuleItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  acwMode: z.enum(ACW_MODES),
  acwSeconds: z.number().nullable(),
  wrapUpCodes: z.array(z.string()),
  autoAnswer: z.boolean(),
  autoAnswerDelaySeconds: z.number(),
  incomingCallPopup: z.enum(INCOMING_CALL_POPUP_CHOICES),
})
export type AgentRuleItem = z.infer<typeof agentRuleItemSchema>
