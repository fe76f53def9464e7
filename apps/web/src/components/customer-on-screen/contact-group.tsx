import type { RecentContactGroup } from '@portal/contract'
import Button from 'antd/es/button'
import { useTranslation } from 'react-i18next'
import { ContactItem } from './contact-item'

export type ContactGroupProps = {
  group: RecentContactGroup
  /** How many of the group's contacts to show. */
  shown: number
  isExpanded: boolean
  customerId: string | null
  onToggle: () => void
}

/** One kind of recent contacts, newest first, with its "see more" (or fewer) when there are more. */
export const ContactGroup = ({ group, shown, isExpanded, customerId, onToggle }: ContactGroupProps) => {
  const { t } = useTranslation('customer-on-screen')
  const kind = t(`kinds.${group.kind}`)
  const headingId = `customer-on-screen-${group.kind}`
  const canToggle = isExpanded || group.hasMore || group.items.length > shown
  return (
    <section aria-labelledby={headingId} className="customer-on-screen-group">
      <h4 id={headingId} className="customer-on-screen-kind">
        {kind}
      </h4>
      {group.items.length === 0 ? (
        <p className="customer-on-screen-empty">{t('empty')}</p>
      ) : (
        <ul className="customer-on-screen-list">
          {group.items.slice(0, shown).map((item) => (
            <ContactItem key={item.id} item={item} customerId={customerId} />
          ))}
        </ul>
      )}
      {canToggle && (
        <Button type="link" size="small" onClick={onToggle}>
          {t(isExpanded ? 'less' : 'more', { kind })}
        </Button>
      )}
    </section>
  )
}
