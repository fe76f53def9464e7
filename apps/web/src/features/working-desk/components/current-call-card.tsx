import type { DeskCall } from '@portal/contract'
import type { ReactNode } from 'react'
import Card from 'antd/es/card'
import Empty from 'antd/es/empty'
import { useTranslation } from 'react-i18next'
import { CallWrapUp } from '@/components/call-wrap-up/call-wrap-up'
import { RecentContacts } from '@/components/customer-on-screen/recent-contacts'
import { CustomerCard } from './customer-card'

export type CurrentCallCardProps = {
  call: DeskCall | null
  /** The call centre's call back to the call's customer or number, given by the app (another feature's). */
  callBack?: (call: DeskCall) => ReactNode
}

/**
 * The agent's call now (or the one whose after-call work lasts): customer card, note and wrap-up code, and the
 * customer's recent contacts.
 */
export const CurrentCallCard = ({ call, callBack }: CurrentCallCardProps) => {
  const { t } = useTranslation('working-desk')
  return (
    <Card title={<h2 className="working-desk-heading">{t('current.title')}</h2>} size="small">
      {call ? (
        <>
          <CustomerCard call={call} />
          <CallWrapUp recordId={call.recordId} offeredCodes={call.wrapUpCodes} />
          <RecentContacts
            callRecordId={call.recordId}
            caller={{ name: call.customer?.name ?? null, phone: call.phoneNumber }}
            callBack={callBack?.(call)}
          />
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('current.none')} />
      )}
    </Card>
  )
}
