import { MailOutlined, MessageOutlined, VideoCameraOutlined } from '@ant-design/icons'
import {
  CHANNEL_STATUS_LABELS,
  CHANNEL_STATUSES,
  STATUS_SHAKE_MS,
  type ChannelPresence,
  type ChannelStatus,
} from '@portal/contract'
import Button from 'antd/es/button'
import Dropdown from 'antd/es/dropdown'
import type { MenuProps } from 'antd/es/menu'
import { useTranslation } from 'react-i18next'
import { stateLabel } from '@/lib/i18n/state-label'
import { usePushEvents } from '@/lib/push/use-push-events'
import '@/lib/ui/shake.css'
import { useShake } from '@/lib/ui/use-shake'
import { useChannelChoice } from '../hooks/use-channel-choice'

const ICONS = { chat: MessageOutlined, email: MailOutlined, video: VideoCameraOutlined } as const

export type ChannelStatusItemProps = { presence: ChannelPresence }

/**
 * One online status item of the header (§3: label, value, context): the channel's icon and status, a menu of
 * 在线 / 忙碌 / 离线, and, once it has given up after repeated errors, a way to try again. The icon shakes 5 s on
 * a new message.
 */
export const ChannelStatusItem = ({ presence }: ChannelStatusItemProps) => {
  const { t } = useTranslation('channel-status')
  const { channel, status } = presence
  const choice = useChannelChoice(channel)
  const { isShaking, shake } = useShake(STATUS_SHAKE_MS)
  usePushEvents((event) => {
    if (event.type === 'NEWS') shake()
  })
  const Icon = ICONS[channel]
  const icon = <Icon aria-hidden className={isShaking ? 'portal-shaking' : undefined} />
  const channelName = t(`channel.${channel}`)

  if (choice.hasGivenUp)
    return (
      <Button
        type="text"
        danger
        icon={icon}
        aria-label={t('item.retry', { channel: channelName })}
        onClick={choice.retry}
      >
        {t('item.unavailable')}
      </Button>
    )

  const items: MenuProps['items'] = Object.values(CHANNEL_STATUSES).map((value) => ({
    key: value,
    label: stateLabel(CHANNEL_STATUS_LABELS[value]),
  }))
  const handleClick: MenuProps['onClick'] = ({ key }) => choice.choose(key as ChannelStatus)
  const current = stateLabel(CHANNEL_STATUS_LABELS[status])

  return (
    <Dropdown trigger={['click']} autoFocus menu={{ items, onClick: handleClick, selectedKeys: [status] }}>
      <Button
        type="text"
        loading={choice.isLoading}
        aria-busy={choice.isLoading}
        aria-label={t('item.label', { channel: channelName, status: current })}
        icon={icon}
      >
        {current}
      </Button>
    </Dropdown>
  )
}
