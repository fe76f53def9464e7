import { DisconnectOutlined, WifiOutlined } from '@ant-design/icons'
import Tooltip from 'antd/es/tooltip'
import { useTranslation } from 'react-i18next'
import { useNetworkProbe } from '../hooks/use-network-probe'
import { networkQualityOf, type NetworkQuality } from './network-quality'

const COLOURS: Record<NetworkQuality, string> = {
  excellent: '#52c41a',
  good: '#1677ff',
  fair: '#faad14',
  poor: '#fa541c',
  abnormal: '#f5222d',
}

/** The network indicator (spec §2): icon and colour by the latency of the release-info probe. */
export const NetworkIndicator = () => {
  const { t } = useTranslation('shell')
  const latency = useNetworkProbe()
  const quality = latency === undefined ? null : networkQualityOf(latency)
  const qualityText = quality ? t(`network.${quality}`) : t('network.checking')
  const label =
    typeof latency === 'number' && quality !== 'abnormal'
      ? t('network.labelWithLatency', { quality: qualityText, latency })
      : t('network.label', { quality: qualityText })
  const Icon = quality === 'abnormal' ? DisconnectOutlined : WifiOutlined

  return (
    <Tooltip title={label}>
      <span role="img" aria-label={label} data-quality={quality ?? 'checking'} className="portal-header-icon">
        <Icon aria-hidden style={{ fontSize: 18, color: quality ? COLOURS[quality] : undefined }} />
      </span>
    </Tooltip>
  )
}
