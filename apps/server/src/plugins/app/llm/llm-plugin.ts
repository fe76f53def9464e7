import fp from 'fastify-plugin'
import { createEmbeddedLlm } from './embedded-llm'
import { createOpenAiLlm } from './openai-llm'

/** Decorates `app.llm` with the language-model port the configuration chooses: OpenAI-compatible when LLM_* is set. */
export const llmPlugin = fp(async (app) => {
  app.decorate('llm', app.config.llm ? createOpenAiLlm(app.config.llm) : createEmbeddedLlm())
})
