import type { SentMail } from '@portal/contract'
import Button from 'antd/es/button'
import Table, { type ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { useSentMails } from '../api/get-sent-mails'
import { MailStatusTag } from './mail-status-tag'
import { SentMailDetail } from './sent-mail-detail'

const PAGE_SIZE = 20

/** The agent's own e-mails, newest first, each with its result; one opens in a drawer. */
export const SentMailList = () => {
  const { t } = useTranslation('mail-sender')
  const [page, setPage] = useState(1)
  const [openId, setOpenId] = useState<string | null>(null)
  const { data, isFetching } = useSentMails(page, PAGE_SIZE)
  const formatTime = useTenantDateTime()

  const columns: ColumnsType<SentMail> = [
    { title: t('subject'), dataIndex: 'subject', ellipsis: true },
    { title: t('to'), dataIndex: 'to', render: (to: string[]) => to.join(', '), ellipsis: true },
    { title: t('column.status'), key: 'status', render: (_, mail) => <MailStatusTag mail={mail} /> },
    { title: t('column.time'), dataIndex: 'createdAt', render: (at: string) => formatTime(at) },
    {
      title: t('column.actions'),
      key: 'actions',
      render: (_, mail) => (
        <Button
          type="link"
          onClick={() => setOpenId(mail.id)}
          aria-label={t('view', { subject: mail.subject })}
        >
          {t('viewShort')}
        </Button>
      ),
    },
  ]

  return (
    <>
      <Table<SentMail>
        rowKey="id"
        aria-label={t('tab.sent')}
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: setPage }}
      />
      <SentMailDetail id={openId} onClose={() => setOpenId(null)} />
    </>
  )
}
