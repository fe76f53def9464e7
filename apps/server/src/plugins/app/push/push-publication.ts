import type { z } from 'zod'
import {
  DEFAULT_LOCALE,
  translateMessage,
  type Locale,
  type MessageKey,
  type PushCloseCode,
  type PushFrame,
  type PushMessageDeclaration,
} from '@portal/contract'
import type { PushAudience } from './push-audience'

/**
 * What travels on the push bus (between processes too, so plain data): a domain's message for an audience, the
 * fields each socket fills with a text in its page's language, and whether the sockets close afterwards. A
 * publication without a message only closes the sockets (a logout).
 */
export type PushPublication = {
  audience: PushAudience
  message?: PushFrame
  localized?: Partial<Record<string, MessageKey>>
  closeCode?: PushCloseCode
}

/**
 * The fields a publication leaves to each socket, in a language.
 * @example localizedFields({ message: 'login.remoteLogin' }, 'en-US') // { message: 'Your account ...' }
 */
export const localizedFields = (
  localized: PushPublication['localized'],
  locale: Locale,
): Record<string, string> =>
  Object.fromEntries(
    Object.entries(localized ?? {}).flatMap(([field, key]) =>
      key ? [[field, translateMessage(locale, key)]] : [],
    ),
  )

type Payload<S extends z.ZodObject> = Omit<z.input<S>, 'type'>

/**
 * A publication of a declared message, checked against its declaration here (a publisher's mistake fails at the
 * publisher, not in a page) and closing the sockets when the declaration says so.
 * @example await app.pushBus.publish(declaredPush(newsPush, { audience: { tenantId }, payload: { cursor: 7 } }))
 */
export function declaredPush<S extends z.ZodObject, L extends keyof Payload<S> & string = never>(
  declaration: PushMessageDeclaration<string, S>,
  publication: { audience: PushAudience; payload: Omit<Payload<S>, L>; localized?: Record<L, MessageKey> },
): PushPublication {
  const message = { ...publication.payload, type: declaration.type }
  declaration.schema.parse({ ...message, ...localizedFields(publication.localized, DEFAULT_LOCALE) })
  return {
    audience: publication.audience,
    message,
    ...(publication.localized ? { localized: publication.localized } : {}),
    ...(declaration.closeCode ? { closeCode: declaration.closeCode } : {}),
  }
}
