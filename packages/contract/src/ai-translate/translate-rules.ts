import type { MessageKey } from '../all-texts'

/** AI translate (§5): the text and the model are required. */
export const checkTranslateText = (value: string | undefined): MessageKey | null =>
  value?.trim() ? null : 'translate.textRequired'
export const checkTranslateModel = (value: string | undefined): MessageKey | null =>
  value?.trim() ? null : 'translate.modelRequired'

/**
 * AI translate (§5): the model params, when given, must be a JSON object.
 * @example checkModelParams('{"temperature":0.2}') // null; checkModelParams('{x}') // 'translate.paramsJson'
 */
export function checkModelParams(value: string | undefined): MessageKey | null {
  if (!value?.trim()) return null
  try {
    const parsed: unknown = JSON.parse(value)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? null
      : 'translate.paramsJson'
  } catch {
    return 'translate.paramsJson'
  }
}
