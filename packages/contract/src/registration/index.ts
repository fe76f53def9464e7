import { defineDomain } from '../core/define-domain'
import {
  companyTypesRoute,
  registerActivationRoute,
  registerResendRoute,
  registerRoute,
  registerSmsCodeRoute,
  registerValidateRoute,
} from './registration-routes'
import { registrationTexts } from './registration-texts'

export * from './registration-constants'
export * from './registration-routes'
export * from './register-rules'

/** Self-registration and activation. */
export const registrationDomain = defineDomain({
  name: 'registration',
  routes: {
    companyTypesRoute,
    registerSmsCodeRoute,
    registerValidateRoute,
    registerRoute,
    registerResendRoute,
    registerActivationRoute,
  },
  texts: registrationTexts,
})
