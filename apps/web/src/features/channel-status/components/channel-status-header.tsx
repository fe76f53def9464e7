import { CHANNELS, WORKBENCH_RENDER_MODES, type ChannelPresence } from '@portal/contract'
import { useChannelPresences } from '../api/get-channel-presences'
import { useWorkbenchConfig } from '../api/get-workbench-config'
import { useChannelPresencePush } from '../hooks/use-channel-presence-push'
import '../translations'
import { ChannelStatusItem } from './channel-status-item'

/**
 * The header's online status items (§2; the shell mounts it, lazily, for a holder of online_ability, email_ability
 * or video): the chat item always, the e-mail and video items in the tenant's workbench mode 1 only. The server answers only
 * the channels whose code the agent holds. Pushes keep every tab's items in step.
 */
export const ChannelStatusHeader = () => {
  const { data } = useChannelPresences()
  const { data: config } = useWorkbenchConfig()
  useChannelPresencePush()
  if (!data || !config) return null
  const isChannelsMode = config.showRenderMode === WORKBENCH_RENDER_MODES.channels
  const shown = data.channels.filter(
    (presence: ChannelPresence) => presence.channel === CHANNELS.chat || isChannelsMode,
  )

  return (
    <span className="channel-status-header">
      {shown.map((presence) => (
        <ChannelStatusItem key={presence.channel} presence={presence} />
      ))}
    </span>
  )
}
