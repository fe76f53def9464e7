import Button from 'antd/es/button'
import { useTranslation } from 'react-i18next'
import { useSendDtmf } from '../api/send-dtmf'

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const

export type DtmfKeypadProps = { callId: string }

/** The keypad of a call in progress: each key is sent on the call as it is pressed (an IVR menu, an extension). */
export const DtmfKeypad = ({ callId }: DtmfKeypadProps) => {
  const { t } = useTranslation('telephony')
  const sendDtmf = useSendDtmf()
  return (
    <div role="group" aria-label={t('keypad.label')} className="telephony-keypad">
      {KEYS.map((key) => (
        <Button
          key={key}
          aria-label={t('keypad.key', { key })}
          onClick={() => sendDtmf.mutate({ callId, digits: key })}
        >
          {key}
        </Button>
      ))}
    </div>
  )
}
