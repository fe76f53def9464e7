import { ERROR_PAGE_COUNTDOWN_S } from '@portal/contract'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useCountdown } from '@/lib/countdown/use-countdown'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'

/** "6 秒后返回首页": counts down the seconds on the page, then goes home (spec §2 error pages). */
export const HomeCountdown = () => {
  const { t } = useTranslation('errors')
  const navigate = useNavigate()
  const { secondsLeft } = useCountdown(ERROR_PAGE_COUNTDOWN_S)

  useEffect(() => {
    if (secondsLeft === 0) void navigate(ROUTER_PATHS.home, { replace: true })
  }, [secondsLeft, navigate])

  return <p role="timer">{t('countdown', { seconds: secondsLeft })}</p>
}
