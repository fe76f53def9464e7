import { CALL_CENTRE_PERMISSIONS } from '../../access/permission-codes'
import { defineRoute } from '../../core/define-route'
import { signInSettingsPageSchema, signInSettingsSchema } from './sign-in-schemas'

/** 签入方式: the tenant's sign-in modes, phone pattern and network, as its administrator edits them. */
export const signInSettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/portal/call-centre/sign-in',
  access: 'session',
  permission: CALL_CENTRE_PERMISSIONS.signIn,
  response: signInSettingsPageSchema,
})

/** Saves the sign-in modes; a SIP network must name the SIP server this portal connects to. */
export const saveSignInSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/portal/call-centre/sign-in',
  access: 'session',
  permission: CALL_CENTRE_PERMISSIONS.signIn,
  body: signInSettingsSchema,
  response: signInSettingsPageSchema,
})
