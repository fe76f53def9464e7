import { z } from 'zod'
import { CHANNELS, CHANNEL_STATUSES } from './channel-presence-states'

export const channelSchema = z.enum(Object.values(CHANNELS))
export const channelStatusSchema = z.enum(Object.values(CHANNEL_STATUSES))

/** One channel's presence; `version` grows with each change so a page drops a push that arrives late. */
export const channelPresenceSchema = z.object({
  channel: channelSchema,
  status: channelStatusSchema,
  version: z.number().int().nonnegative(),
})
export type ChannelPresence = z.infer<typeof channelPresenceSchema>

/** The caller's presences on the channels they hold the code of. */
export const channelPresencesSchema = z.object({ channels: z.array(channelPresenceSchema) })
export type ChannelPresences = z.infer<typeof channelPresencesSchema>

export const channelStatusChoiceSchema = z.object({ status: channelStatusSchema })
