import { defineDomain } from '../core/define-domain'
import { protocolListRoute } from './protocol-routes'
import { protocolsTexts } from './protocols-texts'

export * from './protocol-routes'

/** The protocol (agreement) documents. */
export const protocolsDomain = defineDomain({
  name: 'protocols',
  routes: { protocolListRoute },
  texts: protocolsTexts,
})
