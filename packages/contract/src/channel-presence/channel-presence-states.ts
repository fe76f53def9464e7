import type { Locale } from '../core/locales'
import { TOOL_PERMISSIONS } from '../access/permission-codes'

/** The channels besides the phone on which an agent shows a presence (§2 header: e-mail, chat, video). */
export const CHANNELS = { chat: 'chat', email: 'email', video: 'video' } as const
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS]

/** A channel's presence: 在线 / 忙碌 / 离线. Every channel starts offline. */
export const CHANNEL_STATUSES = { online: 'online', busy: 'busy', offline: 'offline' } as const
export type ChannelStatus = (typeof CHANNEL_STATUSES)[keyof typeof CHANNEL_STATUSES]

/** The one label of each channel presence, in every language. */
export const CHANNEL_STATUS_LABELS = {
  online: { 'zh-CN': '在线', 'en-US': 'Online' },
  busy: { 'zh-CN': '忙碌', 'en-US': 'Busy' },
  offline: { 'zh-CN': '离线', 'en-US': 'Offline' },
} as const satisfies Record<ChannelStatus, Readonly<Record<Locale, string>>>

/** The §6 code each channel needs, checked by the server on every change and by the header before showing it. */
export const CHANNEL_PERMISSIONS = {
  chat: TOOL_PERMISSIONS.onlineAbility,
  email: TOOL_PERMISSIONS.emailAbility,
  video: TOOL_PERMISSIONS.video,
} as const satisfies Record<Channel, string>

/**
 * Whether a change of `channel` to `status` needs the agent out of the call centre (§8: phone and video cannot
 * both be signed in).
 * @example conflictsWithPhone('video', 'online') // true
 */
export const conflictsWithPhone = (channel: Channel, status: ChannelStatus) =>
  channel === CHANNELS.video && status === CHANNEL_STATUSES.online
