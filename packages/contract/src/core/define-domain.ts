import type { RouteDefinition } from './define-route'
import type { Locale } from './locales'
import type { PermissionEntry } from '../access/permission-entry'
import type { PushMessageDeclaration } from '../push/define-push-message'

/** A domain's texts: the same keys in every language, zh-CN first (the spec's texts, verbatim). */
export type DomainTexts<Key extends string = string> = Record<Locale, Record<Key, string>>

/** What a domain brings to the contract; the domain list assembles every route, text and permission code from it. */
export type Domain = {
  /** The domain's folder name, as in the glossary: `work-orders`, `sms-codes`. */
  name: string
  routes?: Readonly<Record<string, RouteDefinition>>
  texts?: DomainTexts
  /** The permission codes (§6) the domain declares, each with its labels and group. */
  permissions?: readonly PermissionEntry[]
  /** The messages the domain pushes to pages (push/define-push-message.ts). */
  pushMessages?: readonly PushMessageDeclaration[]
}

/**
 * Declares a domain once, for the domain list to assemble.
 * @example export const outboxDomain = defineDomain({ name: 'outbox', routes: { outboxRoute } })
 */
export const defineDomain = <const T extends Domain>(domain: T): T => domain

/**
 * Declares a domain's texts; the compiler refuses an en-US that lacks a zh-CN key or has one more.
 * @example defineTexts({ 'zh-CN': { 'file.tooLarge': '文件不能超过5MB' }, 'en-US': { 'file.tooLarge': 'The file can be at most 5 MB' } })
 */
export const defineTexts = <const Key extends string>(texts: {
  'zh-CN': Record<Key, string>
  'en-US': NoInfer<Record<Key, string>>
}): DomainTexts<Key> => texts
