import type { MessageKey } from '../all-texts'
import { GLOBAL_PHONE_PATTERN } from '../countries/phone-patterns'
import { SMS_CONTENT_MAX } from './sms-segments'

/** The most numbers one single SMS goes to. */
export const SMS_MAX_RECIPIENTS = 50
const DIGITS_ONLY = /^\d+$/
const PLACEHOLDER = /\{([^{}]+)\}/g

/** The phone input keeps only digits and commas (spec §5). @example keepSmsPhoneInput('138 0000-1,a2') // '13800001,2' */
export const keepSmsPhoneInput = (value: string) => value.replace(/[^\d,]/g, '')

/** The numbers a phone input names, in order, without empties or repeats. */
export const splitSmsPhones = (value: string) => [...new Set(value.split(',').filter(Boolean))]

/**
 * The phone input: required (请输入手机号码); each number matches the tenant's pattern when multi-language is on,
 * else digits only (手机号格式错误).
 * @example checkSmsPhones('138,abc', null) // 'sms.phoneFormat'
 */
export function checkSmsPhones(value: string | undefined, isMultiLanguage: boolean): MessageKey | null {
  const phones = splitSmsPhones(value ?? '')
  if (phones.length === 0) return 'sms.phoneRequired'
  const pattern = isMultiLanguage ? GLOBAL_PHONE_PATTERN : DIGITS_ONLY
  if (phones.length > SMS_MAX_RECIPIENTS || phones.some((phone) => !pattern.test(phone)))
    return 'sms.phoneFormat'
  return null
}

/** A template's parameters: its {..} placeholders, each once, in order. @example templatePlaceholders('{a}和{b}') // ['a', 'b'] */
export const templatePlaceholders = (content: string) => [
  ...new Set([...content.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '')),
]

const PARAM_LABEL_KEYS: Readonly<Record<string, MessageKey>> = {
  name: 'sms.param.name',
  order: 'sms.param.order',
  date: 'sms.param.date',
  time: 'sms.param.time',
  notice: 'sms.param.notice',
  code: 'sms.param.code',
  amount: 'sms.param.amount',
  phone: 'sms.param.phone',
}

/**
 * The text key naming a placeholder for the agent (客户姓名 for {name}); null for a placeholder without one, which
 * shows as its template writes it (a template may name its placeholders in words: {姓名}).
 * @example smsParamLabelKey('order') // 'sms.param.order'
 */
export const smsParamLabelKey = (name: string): MessageKey | null =>
  Object.hasOwn(PARAM_LABEL_KEYS, name) ? (PARAM_LABEL_KEYS[name] ?? null) : null

/** The template's text with each placeholder filled. */
export const fillSmsTemplate = (content: string, params: Record<string, string>) =>
  content.replace(PLACEHOLDER, (whole, name: string) => params[name] ?? whole)

/** Every placeholder filled (请输入模板参数), and the result within the 1000-character limit. */
export function checkSmsParams(
  content: string,
  params: Record<string, string | undefined>,
): MessageKey | null {
  if (templatePlaceholders(content).some((name) => !params[name]?.trim())) return 'sms.paramRequired'
  return null
}

/** The content as sent: at most SMS_CONTENT_MAX characters. */
export const checkSmsContent = (content: string): MessageKey | null =>
  [...content].length > SMS_CONTENT_MAX ? 'sms.tooLong' : null

/** The template choice: required (请选择模板签名). */
export const checkSmsTemplate = (templateId: number | undefined | null): MessageKey | null =>
  templateId === undefined || templateId === null ? 'sms.templateRequired' : null

/**
 * The text an SMS is sent as: the signature in 【】 (none for signManageId -1) before the filled template.
 * @example composeSmsContent({ formContent: '您好{name}', signInfo: '演示公司' }, { name: '张三' }) // '【演示公司】您好张三'
 */
export const composeSmsContent = (
  template: { formContent: string; signInfo: string },
  params: Record<string, string>,
) => `${template.signInfo && `【${template.signInfo}】`}${fillSmsTemplate(template.formContent, params)}`
