import { CALLBACK_REQUEST_LABEL, type CallSnapshot } from '@portal/contract'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { RecentContacts } from '@/components/customer-on-screen/recent-contacts'
import { stateLabel } from '@/lib/i18n/state-label'
import { customerLink } from '../../utils/customer-link'
import { DialButton } from './dial-button'

export type IncomingCallCardProps = { call: CallSnapshot }

/**
 * The screen-pop of a ringing call (or call-back request, which calls the customer back when answered): the
 * customer's name, identity and tags, a link to their record, and their (or an unknown number's) recent contacts.
 */
export const IncomingCallCard = ({ call }: IncomingCallCardProps) => {
  const { t } = useTranslation('telephony')
  const { customer } = call
  return (
    <section aria-labelledby="telephony-incoming-title" className="telephony-incoming">
      <h2 id="telephony-incoming-title" className="telephony-incoming-title">
        {call.isCallbackRequest ? stateLabel(CALLBACK_REQUEST_LABEL) : t('incoming.title')}
      </h2>
      {customer && (
        <>
          <p className="telephony-identity">{customer.identity}</p>
          {customer.tags.length > 0 && (
            <ul aria-label={t('customer.tags')} className="telephony-tags">
              {customer.tags.map((tag) => (
                <li key={tag}>
                  <Tag>{tag}</Tag>
                </li>
              ))}
            </ul>
          )}
          <Link to={customerLink(customer.id)}>{t('customer.open')}</Link>
        </>
      )}
      <RecentContacts
        callRecordId={call.callRecordId}
        caller={{ name: customer?.name ?? null, phone: call.phoneNumber }}
        callBack={
          <DialButton
            name={customer?.name ?? call.phoneNumber}
            customerId={customer?.id}
            recordId={customer ? undefined : call.callRecordId}
          />
        }
      />
    </section>
  )
}
