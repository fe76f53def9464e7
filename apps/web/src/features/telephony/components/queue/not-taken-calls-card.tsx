import { UNANSWERED_KIND_LABELS, type UnansweredCall } from '@portal/contract'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Table from 'antd/es/table'
import Tabs from 'antd/es/tabs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '@/lib/dates/format-date-time'
import { readCurrentLocale } from '@/lib/i18n/current-locale'
import { stateLabel } from '@/lib/i18n/state-label'
import { useSession } from '@/lib/sessions/get-session'
import { useCallBack, useNotTakenCalls } from '../../api/queue/call-lists'
import '../../translations'
import '../../telephony.css'

type Scope = 'mine' | 'groups'

/**
 * The calls not taken: the agent's own (missed, rejected) and those abandoned in their skill groups' queues, each
 * with a one-click call-back (its record links the original) and who called it back last.
 */
export const NotTakenCallsCard = () => {
  const { t } = useTranslation('telephony')
  const [scope, setScope] = useState<Scope>('mine')
  return (
    <Card title={<h2 className="telephony-section-title">{t('notTaken.title')}</h2>} size="small">
      <Tabs
        size="small"
        activeKey={scope}
        onChange={(key) => setScope(key as Scope)}
        items={[
          { key: 'mine', label: t('notTaken.mine'), children: <NotTakenTable scope="mine" /> },
          { key: 'groups', label: t('notTaken.groups'), children: <NotTakenTable scope="groups" /> },
        ]}
      />
    </Card>
  )
}

const NotTakenTable = ({ scope }: { scope: Scope }) => {
  const { t } = useTranslation('telephony')
  const { data: calls = [] } = useNotTakenCalls(scope)
  const { data: session } = useSession()
  const callBack = useCallBack()
  const locale = readCurrentLocale()
  return (
    <Table<UnansweredCall>
      size="small"
      rowKey="recordId"
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: <span className="telephony-empty">{t('notTaken.none')}</span> }}
      dataSource={calls}
      columns={[
        {
          key: 'time',
          title: t('lists.time'),
          render: (_, call) => formatDateTime(call.at, locale, session?.timeZone),
        },
        { key: 'number', title: t('lists.number'), dataIndex: 'phoneNumber' },
        { key: 'customer', title: t('lists.customer'), render: (_, call) => call.customerName ?? '' },
        {
          key: 'kind',
          title: t('notTaken.kindTitle'),
          render: (_, call) => stateLabel(UNANSWERED_KIND_LABELS[call.kind]),
        },
        {
          key: 'back',
          title: t('notTaken.calledBack'),
          render: (_, call) =>
            call.calledBackAt
              ? t('notTaken.calledBackBy', {
                  name: call.calledBackBy ?? '',
                  time: formatDateTime(call.calledBackAt, locale, session?.timeZone),
                })
              : call.isAnsweredByOther
                ? t('notTaken.answeredByOther')
                : '',
        },
        {
          key: 'action',
          title: t('lists.action'),
          render: (_, call) => (
            <Button
              size="small"
              loading={callBack.isPending && callBack.variables === call.recordId}
              onClick={() => callBack.mutate(call.recordId)}
              aria-label={t('notTaken.callBackNumber', { number: call.phoneNumber })}
            >
              {t('notTaken.callBack')}
            </Button>
          ),
        },
      ]}
    />
  )
}
