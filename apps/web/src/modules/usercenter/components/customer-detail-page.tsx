import '../translations'
import { TO_DO_PERMISSIONS, TOOL_PERMISSIONS, type CustomerDetail } from '@portal/contract'
import { useQueryClient } from '@tanstack/react-query'
import Alert from 'antd/es/alert'
import Descriptions from 'antd/es/descriptions'
import Space from 'antd/es/space'
import Spin from 'antd/es/spin'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { Permission } from '@/lib/access/permission'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { toErrorMessage } from '@/lib/api/error-message'
import { NewWorkOrderButton } from '@/components/work-order-form/new-work-order-button'
import { DialButton } from '@/features/telephony/components/calls/dial-button'
import { useCustomer } from '../api/get-customer'
import { CUSTOMERS_QUERY_KEY } from '../api/get-customers'
import { CUSTOMER_PATHS } from '../customer-paths'
import { BlacklistRequestButton } from './blacklist-request-button'
import { BlacklistStatusTag } from './blacklist-status-tag'
import { ContactHistory } from './contact-history'
import { OwnershipButton } from './ownership-button'
import { SendSmsButton } from './send-sms-button'

/** The e-mail sender's address for a message to this customer, recorded against them. */
const mailTo = (customer: CustomerDetail) =>
  `${ROUTER_PATHS.mailSender}?${new URLSearchParams({ to: customer.email, customerId: customer.id })}`

const CustomerActions = ({ customer }: { customer: CustomerDetail }) => {
  const { t } = useTranslation('usercenter')
  const queryClient = useQueryClient()
  return (
    <Space wrap>
      <Permission code={TOOL_PERMISSIONS.speechAbility}>
        <DialButton name={customer.name} customerId={customer.id} />
      </Permission>
      <Permission code={TOOL_PERMISSIONS.singleSms}>
        <SendSmsButton customer={customer} />
      </Permission>
      {customer.email && (
        <Permission code={TOOL_PERMISSIONS.singleEmail}>
          <Link to={mailTo(customer)}>{t('detail.sendEmail')}</Link>
        </Permission>
      )}
      {customer.ownerAccountId === null && <OwnershipButton customer={customer} kind="claim" size="middle" />}
      {customer.isMine && <OwnershipButton customer={customer} kind="release" size="middle" />}
      <BlacklistRequestButton customer={customer} />
      <Permission code={TO_DO_PERMISSIONS.workOrderCentre}>
        <NewWorkOrderButton
          from={{ kind: 'customer', customerId: customer.id, name: customer.name, phone: customer.phone }}
          // The new order joins the customer's contact history below.
          onCreated={() => void queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_KEY })}
        />
      </Permission>
    </Space>
  )
}

/**
 * A customer's detail (`?id=`, where the screen-pop's link leads): identity, dictionary fields and the contact
 * history. A keep-alive page with no sub menu (spec §2).
 */
export const CustomerDetailPage = () => {
  const { t } = useTranslation(['usercenter', 'contract'])
  const [searchParams] = useSearchParams()
  const customer = useCustomer(searchParams.get('id') ?? '')
  const data = customer.data

  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('detail.title')}</h1>
      {customer.isPending && <Spin />}
      {customer.isError && <Alert type="error" showIcon title={toErrorMessage(customer.error, t)} />}
      {data && (
        <>
          <Descriptions
            bordered
            column={{ xs: 1, md: 2 }}
            title={
              <>
                {data.name} <BlacklistStatusTag status={data.blacklistStatus} />
              </>
            }
            extra={<CustomerActions customer={data} />}
            items={[
              { key: 'phone', label: t('column.phone'), children: data.phone },
              { key: 'email', label: t('column.email'), children: data.email || '-' },
              { key: 'identity', label: t('column.identity'), children: data.basicCustomerIdentity },
              { key: 'owner', label: t('column.owner'), children: data.ownerName ?? t('highSeas.title') },
              {
                key: 'tags',
                label: t('column.tags'),
                children: data.tags.length ? data.tags.map((tag) => <Tag key={tag}>{tag}</Tag>) : '-',
              },
              ...data.basicCustomerDictList.map((field) => ({
                key: `dict-${field.code}`,
                label: field.name,
                children: field.value || '-',
              })),
            ]}
          />
          <ContactHistory customerId={data.id} />
        </>
      )}
      <p style={{ marginTop: 16 }}>
        <Link to={CUSTOMER_PATHS.list}>{t('detail.back')}</Link>
      </p>
    </div>
  )
}
