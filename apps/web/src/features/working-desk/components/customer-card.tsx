import { CALLBACK_REQUEST_LABEL, type DeskCall } from '@portal/contract'
import Descriptions from 'antd/es/descriptions'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { stateLabel } from '@/lib/i18n/state-label'

export type CustomerCardProps = { call: DeskCall }

/** Who the call is with: the customer's name, their masked number, identity and tags. */
export const CustomerCard = ({ call }: CustomerCardProps) => {
  const { t } = useTranslation('working-desk')
  const { customer } = call
  return (
    <Descriptions
      size="small"
      column={1}
      title={
        <>
          {customer?.name ?? t('customer.unknown')}
          {call.isCallbackRequest && (
            <Tag color="orange" style={{ marginInlineStart: 8 }}>
              {stateLabel(CALLBACK_REQUEST_LABEL)}
            </Tag>
          )}
        </>
      }
      items={[
        { key: 'phone', label: t('customer.phone'), children: call.phoneNumber },
        ...(customer
          ? [
              { key: 'identity', label: t('customer.identity'), children: customer.identity },
              {
                key: 'tags',
                label: t('customer.tags'),
                children: customer.tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
              },
            ]
          : []),
      ]}
    />
  )
}
