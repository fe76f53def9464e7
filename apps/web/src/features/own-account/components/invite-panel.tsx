import '../translations'
import { inviteLinkPath, type InviteSignup } from '@portal/contract'
import Button from 'antd/es/button'
import Input from 'antd/es/input/Input'
import Space from 'antd/es/space'
import Table from 'antd/es/table'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { showToast } from '@/lib/ui/toast'
import { useInvite } from '../api/get-invite'

/** 邀请有礼: the user's own registration link to share, and the sign-ups it brought (names masked). */
export const InvitePanel = () => {
  const invite = useInvite()
  const { t } = useTranslation('own-account')
  const formatTime = useTenantDateTime()
  const link = invite.data ? `${window.location.origin}${inviteLinkPath(invite.data.code)}` : ''

  // The clipboard exists only on secure pages; elsewhere the field can still be selected and copied by hand.
  const handleCopy = () =>
    (navigator.clipboard?.writeText(link) ?? Promise.reject(new Error('no clipboard'))).then(
      () => showToast('success', t('invite.copied')),
      () => showToast('error', t('invite.copyFailed')),
    )

  return (
    <>
      <label htmlFor="invite-link">{t('invite.link')}</label>
      <Space.Compact style={{ width: '100%', maxWidth: 640, margin: '8px 0 24px' }}>
        <Input id="invite-link" readOnly value={link} />
        <Button type="primary" disabled={!link} onClick={() => void handleCopy()}>
          {t('invite.copy')}
        </Button>
      </Space.Compact>
      <h2 className="portal-section-title">{t('invite.signups')}</h2>
      <Table<InviteSignup>
        rowKey={(row) => `${row.registeredAt}-${row.maskedName}`}
        size="small"
        aria-label={t('invite.signups')}
        loading={invite.isPending}
        dataSource={invite.data?.signups ?? []}
        locale={{ emptyText: t('invite.none') }}
        columns={[
          { key: 'name', title: t('invite.name'), dataIndex: 'maskedName' },
          {
            key: 'date',
            title: t('invite.date'),
            render: (_, row) => formatTime(row.registeredAt),
          },
          {
            key: 'status',
            title: t('invite.status'),
            render: (_, row) =>
              row.isActivated ? (
                <Tag color="green">{t('invite.activated')}</Tag>
              ) : (
                <Tag>{t('invite.pending')}</Tag>
              ),
          },
        ]}
      />
    </>
  )
}
