import type { Locale } from '@portal/contract'
import { localizedFields, type PushPublication } from './push-publication'

/**
 * The frame a publication sends, in a page's language, serialised once per language however many sockets get it;
 * null when the publication sends nothing.
 * @example const frameIn = framesOf(publication); socket.send(frameIn('en-US'))
 */
export function framesOf(publication: PushPublication): (locale: Locale) => string | null {
  const frames = new Map<Locale, string>()
  return (locale) => {
    if (!publication.message) return null
    const known = frames.get(locale)
    if (known) return known
    const frame = JSON.stringify({
      ...publication.message,
      ...localizedFields(publication.localized, locale),
    })
    frames.set(locale, frame)
    return frame
  }
}
