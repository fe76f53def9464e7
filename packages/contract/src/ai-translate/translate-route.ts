import { z } from 'zod'
import { defineRoute } from '../core/define-route'

/** Spec §7 AI translate (workbench getTranslate): an OpenAI-compatible chat model translates the prompt. */
export const translateRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/workbench/getTranslate',
  access: 'session',
  body: z.object({
    llm_model: z.string().max(100),
    prompt: z.string().max(8000),
    model_params: z.record(z.string(), z.unknown()).optional(),
  }),
  response: z.object({ text: z.string() }),
})
