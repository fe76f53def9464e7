import type { Locale } from '../core/locales'
import { auditTexts } from './audit-texts'

const textOf = (locale: Locale, key: string): string | undefined => {
  const texts: Record<string, string> = auditTexts[locale]
  return Object.hasOwn(texts, key) ? texts[key] : undefined
}

/**
 * A target type's name in a language, or the type itself when the trail does not know it.
 * @example auditTargetLabel('en-US', 'banner') // 'Banner'; auditTargetLabel('en-US', 'queue') // 'queue'
 */
export const auditTargetLabel = (locale: Locale, targetType: string): string =>
  textOf(locale, `audit.target.${targetType}`) ?? targetType

/**
 * An action's name in a language: its own, else from its target and verb (`<target>.<verb>`), or the action itself when either
 * is unknown.
 * @example auditActionLabel('zh-CN', 'banner.delete') // '删除轮播图'; auditActionLabel('en-US', 'x.y') // 'x.y'
 */
export const auditActionLabel = (locale: Locale, action: string): string => {
  const own = textOf(locale, `audit.action.${action}`)
  if (own) return own
  const dot = action.indexOf('.')
  const target = textOf(locale, `audit.target.${action.slice(0, dot)}`)
  const verb = textOf(locale, `audit.verb.${action.slice(dot + 1)}`)
  if (dot < 0 || !target || !verb) return action
  return auditTexts[locale]['audit.actionLabel'].replace('{{verb}}', verb).replace('{{target}}', target)
}
