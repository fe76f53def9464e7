import { z } from 'zod'
import { DOMAINS } from './domain-list'
import type { PushMessageDeclaration } from './push/define-push-message'

type DomainPushMessage = Extract<(typeof DOMAINS)[number], { pushMessages: unknown }>['pushMessages'][number]

/** Every push message the portal declares, from every domain's manifest. */
export const PUSH_MESSAGES: readonly DomainPushMessage[] = DOMAINS.flatMap(
  (domain): readonly DomainPushMessage[] => ('pushMessages' in domain ? domain.pushMessages : []),
)

// zod wants a non-empty tuple; the list is built at run time, so its type is the union of the declared schemas.
type PushSchemas = [DomainPushMessage['schema'], ...DomainPushMessage['schema'][]]

/** What the server pushes, as the page reads it: one of the declared messages. */
export const pushMessageSchema = z.discriminatedUnion(
  'type',
  PUSH_MESSAGES.map((declaration) => declaration.schema) as PushSchemas,
)
export type PushMessage = z.infer<typeof pushMessageSchema>

/**
 * The declaration of a pushed type, or undefined for a type this build does not know.
 * @example findPushMessage('REMOTE_LOGIN')?.closeCode // 4001
 */
export const findPushMessage = (type: string): PushMessageDeclaration | undefined =>
  PUSH_MESSAGES.find((declaration) => declaration.type === type)
