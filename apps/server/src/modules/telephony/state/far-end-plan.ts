import type { FarEndPlan } from '../../../plugins/app/cti/cti-port'

/**
 * The call columns that keep the far end's next act as a due timer (any process runs it when due).
 * @example planFarEnd({ event: 'answer', afterMs: 2000 }, now) // { far_end_event: 'answer', far_end_at: now + 2 s }
 */
export const planFarEnd = (plan: FarEndPlan, now: Date) => ({
  far_end_event: plan?.event ?? null,
  far_end_at: plan ? new Date(now.getTime() + plan.afterMs) : null,
})
