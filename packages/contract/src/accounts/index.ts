import { defineDomain } from '../core/define-domain'
import { changePasswordRoute, unlockAccountRoute } from './account-routes'
import { accountsTexts } from './accounts-texts'

export * from './account-routes'
export * from './account-rules'
export * from './password-rules'

export const accountsDomain = defineDomain({
  name: 'accounts',
  routes: { changePasswordRoute, unlockAccountRoute },
  texts: accountsTexts,
})
