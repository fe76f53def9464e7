import { defineRoute } from '../core/define-route'
import {
  channelPresenceSchema,
  channelPresencesSchema,
  channelStatusChoiceSchema,
} from './channel-presence-schemas'
import { CHANNEL_PERMISSIONS } from './channel-presence-states'

/** The caller's chat, e-mail and video presences (those whose code they hold) and the workbench render mode. */
export const channelPresencesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/channel/status',
  access: 'session',
  response: channelPresencesSchema,
})

/** The online-chat status item's choice (online_ability). */
export const setChatStatusRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/channel/chat/status',
  access: 'session',
  permission: CHANNEL_PERMISSIONS.chat,
  body: channelStatusChoiceSchema,
  response: channelPresenceSchema,
})

/** The e-mail status item's choice (email_ability). */
export const setEmailStatusRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/channel/email/status',
  access: 'session',
  permission: CHANNEL_PERMISSIONS.email,
  body: channelStatusChoiceSchema,
  response: channelPresenceSchema,
})

/** The video item's choice (video); going online is refused while the agent is signed in to the call centre. */
export const setVideoStatusRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/channel/video/status',
  access: 'session',
  permission: CHANNEL_PERMISSIONS.video,
  body: channelStatusChoiceSchema,
  response: channelPresenceSchema,
})

/** Each channel's route, for the server to register once per channel and the web item to call. */
export const SET_CHANNEL_STATUS_ROUTES = {
  chat: setChatStatusRoute,
  email: setEmailStatusRoute,
  video: setVideoStatusRoute,
} as const
