import type { CallSnapshot } from '@portal/contract'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { customerLink } from '../utils/customer-link'

export type IncomingCallCardProps = { call: CallSnapshot }

/** The screen-pop of a ringing call: the customer's name, identity and tags, and a link to their record. */
export const IncomingCallCard = ({ call }: IncomingCallCardProps) => {
  const { t } = useTranslation('telephony')
  const { customer } = call
  return (
    <section aria-labelledby="telephony-incoming-title" className="telephony-incoming">
      <h2 id="telephony-incoming-title" className="telephony-incoming-title">
        {t('incoming.title')}
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
    </section>
  )
}
