import { AppError } from '../../../lib/app-error'
import type { LlmPort } from './llm-port'

/**
 * The language-model port on a fresh machine: there is no model, so every call answers that AI translation is
 * not configured (the page shows that outcome).
 */
export const createEmbeddedLlm = (): LlmPort => ({
  complete: async () => {
    throw new AppError('FAILURE', 'translate.notConfigured', 503)
  },
})
