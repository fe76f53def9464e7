import './translations'
import { useQueryClient } from '@tanstack/react-query'
import Button from 'antd/es/button'
import Result from 'antd/es/result'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { SESSION_QUERY_KEY } from '@/lib/sessions/get-session'
import { useDocumentTitle } from '@/lib/ui/use-document-title'
import { useLogoutAndLeave } from '@/lib/sessions/use-logout-and-leave'
import { isInsideFrame } from '@/lib/frames/is-inside-frame'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import type { TokenResponse } from '@portal/contract'
import { HomeCountdown } from './home-countdown'

export type ErrorStatus = 403 | 404 | 500

export type ErrorPageProps = {
  status: ErrorStatus
  /** The /page/... variant, or a page shown inside the portal frame: no countdown. */
  isFramed?: boolean
}

const KEYS = { 403: 'forbidden', 404: 'notFound', 500: 'serverError' } as const

/**
 * The error pages of spec §2: a big status; 403 offers logout; 404 and 500 offer home and back, and outside a
 * frame they go home after a 6 s countdown.
 */
export const ErrorPage = ({ status, isFramed = false }: ErrorPageProps) => {
  const { t } = useTranslation('errors')
  const navigate = useNavigate()
  const location = useLocation()
  const logout = useLogoutAndLeave()
  // The error pages open without a session too: the user's name shows only when one is already known.
  const session = useQueryClient().getQueryData<TokenResponse>(SESSION_QUERY_KEY)
  useDocumentTitle(t(`${KEYS[status]}.title`), session?.authResult.principal.name ?? '', location.key)
  const hasCountdown = status !== 403 && !isFramed && !isInsideFrame()

  const handleBack = () => void (window.history.length > 1 ? navigate(-1) : navigate(ROUTER_PATHS.home))
  const actions =
    status === 403
      ? [
          <Button
            key="logout"
            type="primary"
            loading={logout.isPending}
            onClick={() => void logout.leave({ ignoreFailure: true })}
          >
            {t('logout')}
          </Button>,
        ]
      : [
          <Button key="home" type="primary" onClick={() => void navigate(ROUTER_PATHS.home)}>
            {t('goHome')}
          </Button>,
          <Button key="back" onClick={handleBack}>
            {t('goBack')}
          </Button>,
        ]

  return (
    <main style={{ padding: '48px 24px' }}>
      <Result
        status={String(status) as '403' | '404' | '500'}
        title={<h1 style={{ margin: 0, fontSize: 48, lineHeight: 1.2 }}>{status}</h1>}
        subTitle={t(`${KEYS[status]}.description`)}
        extra={
          <>
            {actions}
            {hasCountdown && <HomeCountdown />}
          </>
        }
      />
    </main>
  )
}
