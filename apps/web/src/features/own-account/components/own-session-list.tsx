import '../translations'
import type { OwnSession } from '@portal/contract'
import Button from 'antd/es/button'
import Table from 'antd/es/table'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { useEndOwnSession } from '../api/end-own-session'
import { useOwnSessions } from '../api/get-own-sessions'
import { describeUserAgent } from '../utils/describe-user-agent'

/**
 * The user's signed-in sessions and devices (browser and system, IP, signed-in and last-seen times), this device
 * marked; any other can be ended at once.
 */
export const OwnSessionList = () => {
  const sessions = useOwnSessions()
  const end = useEndOwnSession()
  const { t } = useTranslation(['own-account', 'contract'])
  const formatTime = useTenantDateTime()
  const deviceOf = (session: OwnSession) => {
    const { browser, os } = describeUserAgent(session.userAgent)
    return [browser, os].filter(Boolean).join(' · ') || t('sessions.unknownDevice')
  }

  return (
    <>
      {end.isError && <p role="alert">{toErrorMessage(end.error, t)}</p>}
      <Table<OwnSession>
        rowKey="id"
        size="small"
        pagination={false}
        loading={sessions.isPending}
        dataSource={sessions.data ?? []}
        aria-label={t('sessions.title')}
        columns={[
          { key: 'device', title: t('sessions.device'), render: (_, session) => deviceOf(session) },
          { key: 'ip', title: t('sessions.ip'), render: (_, session) => session.ip ?? '-' },
          {
            key: 'signedIn',
            title: t('sessions.signedInAt'),
            render: (_, session) => formatTime(session.signedInAt),
          },
          {
            key: 'lastSeen',
            title: t('sessions.lastSeenAt'),
            render: (_, session) => formatTime(session.lastSeenAt),
          },
          {
            key: 'action',
            title: t('sessions.action'),
            render: (_, session) =>
              session.isCurrent ? (
                <Tag color="green">{t('sessions.thisDevice')}</Tag>
              ) : (
                <Button
                  danger
                  size="small"
                  loading={end.isPending && end.variables === session.id}
                  aria-label={t('sessions.endNamed', { device: deviceOf(session), ip: session.ip ?? '-' })}
                  onClick={() => end.mutate(session.id)}
                >
                  {t('sessions.end')}
                </Button>
              ),
          },
        ]}
      />
    </>
  )
}
