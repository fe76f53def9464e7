import { z } from 'zod'
import { channelPresencePush } from './channel-presence/channel-presence-push-messages'
import { newsPush } from './messages/message-push-messages'
import { memberPreferencesChangedPush, profileChangedPush } from './profile/profile-push-messages'
import { accessChangedPush } from './roles/role-push-messages'
import { remoteLoginPush, sessionEndedPush } from './sessions/session-push-messages'
import { ctiStatePush, monitorBoardPush } from './telephony/telephony-push-messages'

// From each declaring file, not through the domain list, so that the push core needs no domain's routes and
// schemas; all-push-messages.test.ts checks that these are every domain's, and a new push message adds its line.
const DECLARED = [
  remoteLoginPush,
  sessionEndedPush,
  newsPush,
  ctiStatePush,
  monitorBoardPush,
  channelPresencePush,
  profileChangedPush,
  memberPreferencesChangedPush,
  accessChangedPush,
] as const
type DomainPushMessage = (typeof DECLARED)[number]

/** Every push message the portal declares, from every domain's manifest. */
export const PUSH_MESSAGES: readonly DomainPushMessage[] = DECLARED

// zod wants a non-empty tuple; the list is built at run time, so its type is the union of the declared schemas.
type PushSchemas = [DomainPushMessage['schema'], ...DomainPushMessage['schema'][]]

/** What the server pushes, as the page reads it: one of the declared messages. */
export const pushMessageSchema = z.discriminatedUnion(
  'type',
  PUSH_MESSAGES.map((declaration) => declaration.schema) as PushSchemas,
)
export type PushMessage = z.infer<typeof pushMessageSchema>
