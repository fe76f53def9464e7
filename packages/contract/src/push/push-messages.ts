import { z } from 'zod'
import type { PushMessageDeclaration } from './define-push-message'
import { NEWS_PUSH_MESSAGES } from './news-push-messages'
import { SESSION_PUSH_MESSAGES } from './session-push-messages'

/** The one WebSocket a browser opens for everything the server must tell its pages now. */
export const PUSH_SOCKET_PATH = '/ws'

/** Every push message the portal declares; a domain adds its declarations here. */
export const PUSH_MESSAGES = [...SESSION_PUSH_MESSAGES, ...NEWS_PUSH_MESSAGES] as const

type SchemasOf<T extends readonly PushMessageDeclaration[]> = { -readonly [K in keyof T]: T[K]['schema'] }

/** What the server pushes, as the page reads it: one of the declared messages. */
export const pushMessageSchema = z.discriminatedUnion(
  'type',
  PUSH_MESSAGES.map((declaration) => declaration.schema) as SchemasOf<typeof PUSH_MESSAGES>,
)
export type PushMessage = z.infer<typeof pushMessageSchema>

/**
 * The declaration of a pushed type, or undefined for a type this build does not know.
 * @example findPushMessage('REMOTE_LOGIN')?.closeCode // 4001
 */
export const findPushMessage = (type: string): PushMessageDeclaration | undefined =>
  PUSH_MESSAGES.find((declaration) => declaration.type === type)
