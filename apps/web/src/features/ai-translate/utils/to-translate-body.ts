/** The single-translation form (spec §2 AI translate). */
export type TranslateFormValues = { model?: string; text?: string; params?: string }

/**
 * The translate request from the form, once the form's rules have passed (model params are a JSON object).
 * @example toTranslateBody({ model: 'gpt', text: '你好', params: '{"temperature":0}' })
 * // { llm_model: 'gpt', prompt: '你好', model_params: { temperature: 0 } }
 */
export const toTranslateBody = ({ model = '', text = '', params = '' }: TranslateFormValues) => ({
  llm_model: model.trim(),
  prompt: text,
  ...(params.trim() ? { model_params: JSON.parse(params) as Record<string, unknown> } : {}),
})
