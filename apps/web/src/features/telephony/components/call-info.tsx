import type { CallSnapshot } from '@portal/contract'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'

export type CallInfoProps = { call: CallSnapshot }

/** Who the call is with (§3 call info): customer, masked number, attribution, line, and a supervisor's role. */
export const CallInfo = ({ call }: CallInfoProps) => {
  const { t } = useTranslation('telephony')
  return (
    <dl className="telephony-call-info">
      <dt className="telephony-customer">{call.customer?.name ?? t('customer.unknown')}</dt>
      <dd>
        {call.listening && <Tag color="blue">{t('call.listening')}</Tag>}
        {call.joining && <Tag color="purple">{t('call.joined')}</Tag>}
      </dd>
      <dt>{t('call.number')}</dt>
      <dd>{call.phoneNumber}</dd>
      <dt>{t('call.attribution')}</dt>
      <dd>{call.phoneNumberAddress || '-'}</dd>
      <dt>{t('call.did')}</dt>
      <dd>{call.didNumberName || call.did}</dd>
      {(call.listening || call.joining) && (
        <>
          <dt>{t('call.agent')}</dt>
          <dd>{call.agentName}</dd>
        </>
      )}
    </dl>
  )
}
