import { SettingOutlined } from '@ant-design/icons'
import Button from 'antd/es/button'
import Select from 'antd/es/select'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  readMediaDeviceChoice,
  writeMediaDeviceChoice,
  type MediaDeviceChoice,
} from '@/lib/media-devices/media-device-choice'
import { useMediaDeviceList } from './use-media-device-list'

const FIELDS = ['microphone', 'speaker', 'ringtone'] as const

/**
 * The softphone's devices in the phone panel: microphone, speaker and the device incoming calls ring on, kept on
 * this browser (ids only) and used from the next call on.
 */
export const SoftphoneDevices = () => {
  const { t } = useTranslation('telephony')
  const id = useId()
  const [isOpen, setIsOpen] = useState(false)
  const [choice, setChoice] = useState<MediaDeviceChoice>(readMediaDeviceChoice)
  const { inputs, outputs } = useMediaDeviceList()

  const handleChange = (field: keyof MediaDeviceChoice, deviceId: string) => {
    const next = { ...choice, [field]: deviceId }
    writeMediaDeviceChoice(next)
    setChoice(next)
  }
  const optionsOf = (field: keyof MediaDeviceChoice) => [
    { value: '', label: t('devices.default') },
    ...(field === 'microphone' ? inputs : outputs).map((device, index) => ({
      value: device.deviceId,
      label: device.label || t('devices.unnamed', { number: index + 1 }),
    })),
  ]

  return (
    <section aria-label={t('devices.title')} className="softphone-devices">
      <Button
        type="text"
        size="small"
        icon={<SettingOutlined aria-hidden />}
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setIsOpen((open) => !open)}
      >
        {t('devices.title')}
      </Button>
      {isOpen && (
        <div id={id} className="softphone-devices-fields">
          {FIELDS.map((field) => (
            <label key={field} className="softphone-devices-field">
              <span>{t(`devices.${field}`)}</span>
              <Select
                size="small"
                aria-label={t(`devices.${field}`)}
                value={choice[field]}
                options={optionsOf(field)}
                onChange={(deviceId: string) => handleChange(field, deviceId)}
              />
            </label>
          ))}
        </div>
      )}
    </section>
  )
}
