import { defineRoute } from '../core/define-route'
import { memberPreferencesSchema } from './member-preferences'

/** The signed-in member's preferences (the defaults before their first change). */
export const memberPreferencesRoute = defineRoute({
  method: 'GET',
  path: '/user/preferences',
  access: 'session',
  response: memberPreferencesSchema,
})

/** Changes some of one's own preferences; the others stay as they were. */
export const updateMemberPreferencesRoute = defineRoute({
  method: 'PUT',
  path: '/user/preferences',
  access: 'session',
  body: memberPreferencesSchema.partial(),
  response: memberPreferencesSchema,
})
