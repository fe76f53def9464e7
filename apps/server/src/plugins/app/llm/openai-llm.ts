import { AppError } from '../../../lib/app-error'
import type { ChatRequest, LlmPort } from './llm-port'

export type OpenAiLlmConfig = { baseUrl: string; apiKey: string; timeoutMs: number }

/**
 * The language-model port on an OpenAI-compatible provider: POST {base}/chat/completions. A provider failure
 * becomes 'translate.failed' without its details, which may echo the prompt.
 * @example await createOpenAiLlm(config).complete({ model: 'gpt-4o-mini', prompt: 'Translate to English: 你好' })
 */
export const createOpenAiLlm = (config: OpenAiLlmConfig): LlmPort => ({
  complete: (request) => completeChat(config, request),
})

async function completeChat(config: OpenAiLlmConfig, request: ChatRequest): Promise<string> {
  const response = await fetch(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      ...request.params,
      model: request.model,
      messages: [{ role: 'user', content: request.prompt }],
      stream: false,
    }),
    signal: AbortSignal.timeout(config.timeoutMs),
  }).catch(() => null)
  if (!response?.ok) throw new AppError('FAILURE', 'translate.failed', 502)
  const body = (await response.json().catch(() => null)) as {
    choices?: { message?: { content?: unknown } }[]
  } | null
  const text = body?.choices?.[0]?.message?.content
  if (typeof text !== 'string') throw new AppError('FAILURE', 'translate.failed', 502)
  return text
}
