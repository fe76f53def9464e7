import { z } from 'zod'

/** The scales a satisfaction survey may ask on: the caller answers 1 to the scale's top. */
export const SATISFACTION_SCALES = [3, 5, 10] as const
export type SatisfactionScale = (typeof SATISFACTION_SCALES)[number]

export const SATISFACTION_PROMPT_MAX = 200

/** The satisfaction survey (满意度调查) as a tenant has it: on or off, what the caller hears, the scale. */
export const surveySettingsValuesSchema = z.object({
  enabled: z.boolean(),
  prompt: z.string().trim().max(SATISFACTION_PROMPT_MAX, 'callCentre.survey.promptTooLong'),
  scale: z.union(
    SATISFACTION_SCALES.map((scale) => z.literal(scale)),
    'callCentre.survey.scale',
  ),
})

/**
 * The survey as its administrator saves it: the prompt is required when on (a tenant that turned it on before the
 * page existed may have none: its callers hear the portal's own question).
 */
export const surveySettingsSchema = surveySettingsValuesSchema.refine(
  (form) => !form.enabled || form.prompt.length > 0,
  { message: 'callCentre.survey.promptRequired', path: ['prompt'] },
)
export type SurveySettings = z.infer<typeof surveySettingsSchema>
