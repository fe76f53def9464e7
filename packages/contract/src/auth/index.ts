import { defineDomain } from '../core/define-domain'
import {
  accountTenantsRoute,
  captchaRoute,
  loginChallengeRoute,
  loginRoute,
  loginSmsCodeRoute,
  secondAuthSmsCodeRoute,
  secondAuthValidateRoute,
  secondAuthVerifyRoute,
  secondAuthPasskeyOptionsRoute,
  secondAuthPasskeyRoute,
  secondAuthTotpSetupRoute,
  secondAuthTotpConfirmRoute,
  secondAuthPendingRoute,
} from './auth-routes'
import { authTexts } from './auth-texts'

export * from './auth-routes'
export * from './login-schemas'
export * from './auth-rules'
export * from './login-constants'

/**
 * Login and its steps: the RSA challenge, login, protocol agreement, second factor, captcha, account-tenants
 * lookup, login SMS code.
 */
export const authDomain = defineDomain({
  name: 'auth',
  routes: {
    loginChallengeRoute,
    accountTenantsRoute,
    loginRoute,
    captchaRoute,
    loginSmsCodeRoute,
    secondAuthSmsCodeRoute,
    secondAuthValidateRoute,
    secondAuthVerifyRoute,
    secondAuthPasskeyOptionsRoute,
    secondAuthPasskeyRoute,
    secondAuthTotpSetupRoute,
    secondAuthTotpConfirmRoute,
    secondAuthPendingRoute,
  },
  texts: authTexts,
})
