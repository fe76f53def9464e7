import { z } from 'zod'

/**
 * What a simulated caller does (`npm run call -- …`, the demo page's simulator panel): which number they dial,
 * the keys they press in the IVR, whether they ask to be called back after waiting, and their survey answer.
 */
export const simulatedCallerSchema = z.object({
  /** The tenant number dialled; the tenant's first active number when not given. */
  did: z
    .string()
    .regex(/^\d{3,20}$/)
    .optional(),
  /** Keys pressed one per IVR menu, in order ("2", "21", "2#"). */
  keys: z
    .string()
    .regex(/^[0-9*#]{1,20}$/)
    .optional(),
  /** After this many seconds in a queue offering it, the caller asks to be called back and hangs up. */
  callbackAfterSeconds: z.number().int().min(0).max(3600).optional(),
  /** The caller's answer to the satisfaction survey, if the tenant runs one. */
  surveyAnswer: z.number().int().min(1).max(10).optional(),
})
export type SimulatedCaller = z.infer<typeof simulatedCallerSchema>

/** One thing the caller heard (a greeting, a queue position, the survey), with when. */
export const callerHeardSchema = z.object({ at: z.string(), text: z.string() })
export type CallerHeard = z.infer<typeof callerHeardSchema>
