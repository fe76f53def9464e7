import { z } from 'zod'
import { definePushMessage } from '../push/define-push-message'
import { channelPresenceSchema } from './channel-presence-schemas'

/** One of an account's channel presences changed: every tab of that account shows it (newer versions only). */
export const channelPresencePush = definePushMessage(
  'CHANNEL_PRESENCE',
  z.object({ presence: channelPresenceSchema }),
)
