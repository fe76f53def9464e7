import { defineDomain } from '../core/define-domain'
import { inviteLinkRoute } from './invite-routes'
import { endOwnSessionRoute, ownSessionsRoute } from './own-session-routes'
import { profileChangedPush } from './profile-push-messages'
import { profileRoute, updateProfileRoute, uploadAvatarRoute } from './profile-routes'
import { profileTexts } from './profile-texts'

export * from './invite-routes'
export * from './own-session-routes'
export * from './profile-push-messages'
export * from './profile-routes'
export * from './profile-rules'

/** The agent's own account: personal info and avatar, their signed-in sessions, and their invite link. */
export const profileDomain = defineDomain({
  name: 'profile',
  routes: {
    profileRoute,
    updateProfileRoute,
    uploadAvatarRoute,
    ownSessionsRoute,
    endOwnSessionRoute,
    inviteLinkRoute,
  },
  texts: profileTexts,
  pushMessages: [profileChangedPush],
})
