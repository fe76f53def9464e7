import { defineDomain } from '../core/define-domain'
import { inviteLinkRoute } from './invite-routes'
import { endOwnSessionRoute, ownSessionsRoute } from './own-session-routes'
import { memberPreferencesRoute, updateMemberPreferencesRoute } from './preference-routes'
import { memberPreferencesChangedPush, profileChangedPush } from './profile-push-messages'
import { profileRoute, updateProfileRoute, uploadAvatarRoute } from './profile-routes'
import { profileTexts } from './profile-texts'
import {
  confirmTotpRoute,
  passkeyRegistrationOptionsRoute,
  registerPasskeyRoute,
  removePasskeyRoute,
  removeTotpRoute,
  renewRecoveryCodesRoute,
  secondFactorsRoute,
  startTotpRoute,
} from './second-factor-routes'

export * from './invite-routes'
export * from './member-preferences'
export * from './own-session-routes'
export * from './preference-routes'
export * from './profile-push-messages'
export * from './profile-routes'
export * from './profile-rules'
export * from './second-factor-routes'

/**
 * The agent's own account: personal info and avatar, their signed-in sessions, their invite link, and their second
 * factors (authenticator app, passkeys, recovery codes).
 */
export const profileDomain = defineDomain({
  name: 'profile',
  routes: {
    profileRoute,
    updateProfileRoute,
    uploadAvatarRoute,
    ownSessionsRoute,
    endOwnSessionRoute,
    inviteLinkRoute,
    secondFactorsRoute,
    startTotpRoute,
    confirmTotpRoute,
    removeTotpRoute,
    renewRecoveryCodesRoute,
    passkeyRegistrationOptionsRoute,
    registerPasskeyRoute,
    removePasskeyRoute,
    memberPreferencesRoute,
    updateMemberPreferencesRoute,
  },
  texts: profileTexts,
  pushMessages: [profileChangedPush, memberPreferencesChangedPush],
})
