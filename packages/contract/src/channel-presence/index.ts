import { defineDomain } from '../core/define-domain'
import { channelPresencePush } from './channel-presence-push-messages'
import {
  channelPresencesRoute,
  setChatStatusRoute,
  setEmailStatusRoute,
  setVideoStatusRoute,
} from './channel-presence-routes'

export * from './channel-presence-states'
export * from './channel-presence-schemas'
export * from './channel-presence-routes'
export * from './channel-presence-push-messages'

/**
 * Channel presence: an agent's online / busy / offline on the online chat, e-mail and video, each behind its §6
 * code; video online and the call centre exclude each other (telephony.phoneAndVideo).
 */
export const channelPresenceDomain = defineDomain({
  name: 'channel-presence',
  routes: { channelPresencesRoute, setChatStatusRoute, setEmailStatusRoute, setVideoStatusRoute },
  pushMessages: [channelPresencePush],
})
