import { AppError } from '../../../lib/app-error'
import type { LlmPort } from './llm-port'

/** The language-model port on a fresh machine: there is no model, and the page says AI translation is not set up. */
export const notConfiguredLlm: LlmPort = {
  complete: async () => {
    throw new AppError('FAILURE', 'translate.notConfigured', 503)
  },
}
