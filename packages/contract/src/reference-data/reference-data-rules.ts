import { z } from 'zod'

const PLACEHOLDER = /\{[^{}\s]{1,30}\}/g

/**
 * Whether an SMS template's text uses only well-formed `{name}` placeholders: every brace belongs to one, and a
 * name is 1 to 30 characters without spaces or braces.
 * @example hasWellFormedPlaceholders('您好 {name}，验证码 {code}') // true; hasWellFormedPlaceholders('{}') // false
 */
export const hasWellFormedPlaceholders = (text: string): boolean =>
  !/[{}]/.test(text.replace(PLACEHOLDER, ''))

/**
 * Whether a text is an absolute http(s) address with no space or backslash in it.
 * @example isHttpUrl('https://example.com/tool') // true; isHttpUrl('javascript:alert(1)') // false
 */
export const isHttpUrl = (text: string): boolean =>
  !/\s|\\/.test(text) && z.url({ protocol: /^https?$/ }).safeParse(text).success
