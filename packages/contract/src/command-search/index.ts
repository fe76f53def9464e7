import { defineDomain } from '../core/define-domain'
import { commandSearchRoute } from './command-search-routes'
import { commandSearchTexts } from './command-search-texts'

export * from './command-search-routes'

/** The command palette's one search over customers, work orders and messages, each by its own code. */
export const commandSearchDomain = defineDomain({
  name: 'command-search',
  routes: { commandSearchRoute },
  texts: commandSearchTexts,
})
