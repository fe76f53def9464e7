import { defineDomain } from '../core/define-domain'
import { resetPasswordRoute, resetSmsCodeRoute } from './password-reset-routes'
import { passwordResetTexts } from './password-reset-texts'

export * from './password-reset-routes'
export * from './reset-rules'

/** The password reset (modify) flow. */
export const passwordResetDomain = defineDomain({
  name: 'password-reset',
  routes: { resetSmsCodeRoute, resetPasswordRoute },
  texts: passwordResetTexts,
})
