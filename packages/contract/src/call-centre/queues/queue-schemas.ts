import { z } from 'zod'

/** How a queue picks the agent to ring: the longest idle, the one offered a call of the queue longest ago, or the highest skill level (then the longest idle). */
export const RING_STRATEGIES = ['LONGEST_IDLE', 'ROUND_ROBIN', 'SKILL_LEVEL'] as const
export type RingStrategy = (typeof RING_STRATEGIES)[number]

/** What follows a queue's maximum wait: the caller hangs up, moves to another queue, or leaves a call-back request. */
export const OVERFLOW_ACTIONS = ['HANGUP', 'QUEUE', 'CALLBACK'] as const
export type OverflowAction = (typeof OVERFLOW_ACTIONS)[number]

/** The bounds of a queue's numbers (the database checks the same). */
export const QUEUE_LIMITS = {
  skillLevel: { min: 1, max: 10 },
  ringTimeoutSeconds: { min: 5, max: 120 },
  maxOffersPerAgent: { min: 1, max: 20 },
  maxWaitSeconds: { min: 10, max: 3600 },
  announceEverySeconds: { min: 10, max: 600 },
} as const
export type QueueLimitName = keyof typeof QUEUE_LIMITS

/** The skill level of a member added without one: the middle of the scale. */
export const DEFAULT_SKILL_LEVEL = 5

/** A whole number within a queue's bounds, or none (the tenant's setting, or no limit); its message names the field. */
const bounded = (name: QueueLimitName) => {
  const { min, max } = QUEUE_LIMITS[name]
  const message = `queues.${name}Invalid` as const
  return z.number(message).int(message).min(min, message).max(max, message)
}
const optionalBounded = (name: QueueLimitName) =>
  bounded(name)
    .nullish()
    .transform((value) => value ?? null)

export const queueMemberSchema = z.object({
  accountId: z.uuid('queues.memberMissing'),
  skillLevel: bounded('skillLevel').default(DEFAULT_SKILL_LEVEL),
})

export const queueFormSchema = z
  .object({
    name: z.string().trim().min(1, 'queues.nameRequired').max(30, 'queues.nameTooLong'),
    members: z.array(queueMemberSchema).max(500).default([]),
    ringStrategy: z.enum(RING_STRATEGIES).default('LONGEST_IDLE'),
    /** none: the tenant's ring timeout */
    ringTimeoutSeconds: optionalBounded('ringTimeoutSeconds'),
    /** none: the tenant's offers per agent */
    maxOffersPerAgent: optionalBounded('maxOffersPerAgent'),
    /** none: callers wait until answered or they hang up */
    maxWaitSeconds: optionalBounded('maxWaitSeconds'),
    overflowAction: z.enum(OVERFLOW_ACTIONS).default('HANGUP'),
    overflowSkillGroupId: z
      .uuid('queues.overflowQueueMissing')
      .nullish()
      .transform((value) => value ?? null),
    offersQueuedCallback: z.boolean().default(false),
    /** none: no waiting announcement */
    announceEverySeconds: optionalBounded('announceEverySeconds'),
  })
  .refine((form) => form.overflowAction !== 'QUEUE' || form.overflowSkillGroupId !== null, {
    message: 'queues.overflowQueueRequired',
    path: ['overflowSkillGroupId'],
  })
  .refine((form) => new Set(form.members.map((member) => member.accountId)).size === form.members.length, {
    message: 'queues.memberTwice',
    path: ['members'],
  })
export type QueueForm = z.output<typeof queueFormSchema>

export const queueItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  members: z.array(z.object({ accountId: z.string(), name: z.string(), skillLevel: z.number() })),
  ringStrategy: z.enum(RING_STRATEGIES),
  ringTimeoutSeconds: z.number().nullable(),
  maxOffersPerAgent: z.number().nullable(),
  maxWaitSeconds: z.number().nullable(),
  overflowAction: z.enum(OVERFLOW_ACTIONS),
  overflowSkillGroupId: z.string().nullable(),
  offersQueuedCallback: z.boolean(),
  announceEverySeconds: z.number().nullable(),
})
export type QueueItem = z.infer<typeof queueItemSchema>

/** The tenant's own settings a queue without its own follows, shown beside the queue's fields. */
export const queueDefaultsSchema = z.object({ ringTimeoutSeconds: z.number(), maxOffersPerAgent: z.number() })
