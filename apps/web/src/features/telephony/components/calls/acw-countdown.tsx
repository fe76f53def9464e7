import { useTranslation } from 'react-i18next'
import { useNow } from '../../hooks/use-now'
import { formatDuration } from '../../utils/format-duration'

export type AcwCountdownProps = {
  /** When after-call work ends by itself (ISO, the server's `acwEndsAt`). */
  endsAt: string
  /** Its text, with the time left as {{time}} (the panel's 剩余 00:25; the header's bare time). */
  format?: (time: string) => string
  /** Its accessible name; 话后处理 unless told. */
  label?: string
}

/** The time left of after-call work, read from the server's end time, so every tab and a reload show the same. */
export const AcwCountdown = ({ endsAt, format = (time) => time, label }: AcwCountdownProps) => {
  const { t } = useTranslation('telephony')
  const now = useNow(true)
  // Rounded up: it shows 00:01 until the very end, never 00:00 while the work still runs.
  const time = formatDuration(Date.parse(endsAt) - now + 999)
  return (
    <span role="timer" aria-label={label ?? t('acw.title')} className="telephony-timer">
      {format(time)}
    </span>
  )
}
