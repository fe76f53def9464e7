import { z } from 'zod'
import { CHANNELS, CHANNEL_STATUSES, WORKBENCH_RENDER_MODES } from './channel-presence-states'

export const channelSchema = z.enum(Object.values(CHANNELS))
export const channelStatusSchema = z.enum(Object.values(CHANNEL_STATUSES))

/** One channel's presence; `version` grows with each change so a page drops a push that arrives late. */
export const channelPresenceSchema = z.object({
  channel: channelSchema,
  status: channelStatusSchema,
  version: z.number().int().nonnegative(),
})
export type ChannelPresence = z.infer<typeof channelPresenceSchema>

/** The caller's presences on the channels they hold the code of, and the workbench render mode. */
export const channelPresencesSchema = z.object({
  renderMode: z.union([
    z.literal(WORKBENCH_RENDER_MODES.classic),
    z.literal(WORKBENCH_RENDER_MODES.channels),
  ]),
  channels: z.array(channelPresenceSchema),
})
export type ChannelPresences = z.infer<typeof channelPresencesSchema>

export const channelStatusChoiceSchema = z.object({ status: channelStatusSchema })
