import { SET_CHANNEL_STATUS_ROUTES, type Channel, type ChannelStatus } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'

/**
 * Posts a channel's new status on that channel's route (the server checks its §6 code); the reply is the new
 * presence.
 * @example await setChannelStatus('chat', 'online')
 */
export const setChannelStatus = (channel: Channel, status: ChannelStatus) =>
  callApi(SET_CHANNEL_STATUS_ROUTES[channel], { body: { status } })
