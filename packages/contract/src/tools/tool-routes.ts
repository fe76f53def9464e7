import { z } from 'zod'
import { defineRoute } from '../define-route'
import { PRODUCT_MODULES } from '../permissions'

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

/** The services whose packages the package-check page lists: the portal itself and each product module. */
export const PACKAGE_SERVICES = ['portal', ...PRODUCT_MODULES] as const

/** Spec §7 package check: what each service says of its package. */
export const packageInfoRoute = defineRoute({
  method: 'GET',
  path: '/:service/api/v1/base/info/a',
  access: 'public',
  params: z.object({ service: z.enum(PACKAGE_SERVICES) }),
  response: z.object({
    appName: z.string(),
    version: z.string(),
    buildDate: z.string(),
    installed: z.boolean(),
  }),
})
