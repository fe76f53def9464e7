import type { ProtocolDocument } from '@portal/contract'
import { toHttpUrl } from '@/lib/routing/external-url'
import { toSameOriginPath } from './post-login-target'

/** The protocol dialog walks through at most two documents: the user agreement, then the privacy policy. */
export const PROTOCOL_STEP_COUNT = 2

export type ProtocolStep = {
  title: string
  /** A same-origin path, shown inside a fully sandboxed frame; null when the document lives elsewhere. */
  frameSrc: string | null
  /** Where to read the document in a new window; null when its link is neither same-origin nor http(s). */
  href: string | null
}

/**
 * The steps of the protocol dialog from the server's documents: each same-origin document is framed, any other
 * http(s) document is linked, and anything else (a `javascript:` link...) is neither.
 * @example toProtocolSteps([{ title: '用户协议', link: '/protocols/user.html', ... }], location.origin)
 */
export const toProtocolSteps = (documents: readonly ProtocolDocument[], origin: string): ProtocolStep[] =>
  documents.slice(0, PROTOCOL_STEP_COUNT).map((document) => {
    const frameSrc = toSameOriginPath(document.link, origin)
    return { title: document.title || document.name, frameSrc, href: frameSrc ?? toHttpUrl(document.link) }
  })
