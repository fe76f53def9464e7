import { useTranslation } from 'react-i18next'
import { useNow } from '../../hooks/use-now'
import { formatDuration } from '../../utils/format-duration'

export type CallTimerProps = {
  /** When the timed span began (ISO, the server's): the answer, else the start of the call. */
  from: string
  label?: string
}

/** A call's running time, read from the server's timestamp, so every tab and a reload show the same. */
export const CallTimer = ({ from, label }: CallTimerProps) => {
  const { t } = useTranslation('telephony')
  const now = useNow(true)
  return (
    <span role="timer" aria-label={label ?? t('call.timer')} className="telephony-timer">
      {formatDuration(now - Date.parse(from))}
    </span>
  )
}
