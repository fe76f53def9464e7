import {
  RECENT_CONTACTS_MAX_PER_KIND,
  RECENT_CONTACTS_PER_KIND,
  TO_DO_PERMISSIONS,
  type ContactKind,
} from '@portal/contract'
import Alert from 'antd/es/alert'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useHasPermission } from '@/lib/access/use-has-permission'
import { useRecentContacts } from '@/lib/customer-contacts/get-recent-contacts'
import { ContactGroup } from './contact-group'
import { NewWorkOrderButton } from '@/components/work-order-form/new-work-order-button'
import './translations'
import './customer-on-screen.css'

/** Who is calling, as the page shows them: the customer's name (null: unknown) and the masked number. */
export type WorkOrderCaller = { name: string | null; phone: string }

export type RecentContactsProps = {
  callRecordId: string
  /** Who is calling, for the work order's form: the customer's name (none: unknown) and the masked number. */
  caller: WorkOrderCaller
  /** The call centre's dial back to the caller, from whoever mounts this (it is the telephony feature's). */
  callBack?: ReactNode
}

/**
 * The customer on screen, the same on the screen-pop and the working desk: the caller's recent calls (with their
 * wrap-up code and note), SMS, e-mails and open work orders, a handful of each with "see more", each opening its
 * record; the call back, and a work order created from the call. Each kind shows only for a member who may see it.
 */
export const RecentContacts = ({ callRecordId, caller, callBack }: RecentContactsProps) => {
  const { t } = useTranslation('customer-on-screen')
  const [expanded, setExpanded] = useState<ReadonlySet<ContactKind>>(new Set())
  const limit = expanded.size > 0 ? RECENT_CONTACTS_MAX_PER_KIND : RECENT_CONTACTS_PER_KIND
  const contacts = useRecentContacts(callRecordId, limit)
  const canCreateWorkOrder = useHasPermission(TO_DO_PERMISSIONS.workOrderCentre)

  const handleToggle = (kind: ContactKind) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(kind)) next.add(kind)
      return next
    })

  return (
    <section aria-labelledby={`customer-on-screen-${callRecordId}`} className="customer-on-screen">
      <div className="customer-on-screen-header">
        <h3 id={`customer-on-screen-${callRecordId}`} className="customer-on-screen-title">
          {t('title')}
        </h3>
        {callBack}
        {canCreateWorkOrder && (
          <NewWorkOrderButton
            size="small"
            from={{ kind: 'call', callRecordId, name: caller.name ?? caller.phone, phone: caller.phone }}
          />
        )}
      </div>
      {contacts.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
      {contacts.data?.groups.map((group) => (
        <ContactGroup
          key={group.kind}
          group={group}
          customerId={contacts.data.customerId}
          isExpanded={expanded.has(group.kind)}
          shown={expanded.has(group.kind) ? RECENT_CONTACTS_MAX_PER_KIND : RECENT_CONTACTS_PER_KIND}
          onToggle={() => handleToggle(group.kind)}
        />
      ))}
    </section>
  )
}
