import { defineDomain } from '../core/define-domain'
import { changePasswordRoute, unlockAccountRoute } from './account-routes'
import { accountsTexts } from './accounts-texts'

export * from './account-routes'
export * from './account-rules'
export * from './password-rules'

/** Staff accounts and their passwords: the account and password rules, changing a password, unlocking an account. */
export const accountsDomain = defineDomain({
  name: 'accounts',
  routes: { changePasswordRoute, unlockAccountRoute },
  texts: accountsTexts,
})
