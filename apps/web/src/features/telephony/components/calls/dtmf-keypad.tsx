import Button from 'antd/es/button'
import { useTranslation } from 'react-i18next'
import { useSendDtmf } from '../../api/calls/send-dtmf'
import { useTypedDtmf } from '../../hooks/use-typed-dtmf'

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const

export type DtmfKeypadProps = { callId: string }

/**
 * The keypad of a call in progress: each key is sent on the call as it is pressed (an IVR menu, an extension), on
 * the screen or typed, and a pasted number's keys in order.
 */
export const DtmfKeypad = ({ callId }: DtmfKeypadProps) => {
  const { t } = useTranslation('telephony')
  const sendDtmf = useSendDtmf()
  useTypedDtmf((digits) => sendDtmf.mutate({ callId, digits }))
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
