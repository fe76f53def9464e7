import '../translations'
import Tabs from 'antd/es/tabs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { MailComposeForm } from './mail-compose-form'
import { SentMailList } from './sent-mail-list'

/**
 * The e-mail sender (tools menu, code email.single): write and send, and the agent's sent list. `?to=` fills in
 * the recipient and `?customerId=` records whom the e-mail concerns (the customer centre's link).
 */
export const MailSenderPage = () => {
  const { t } = useTranslation('mail-sender')
  const [searchParams] = useSearchParams()
  const [tab, setTab] = useState('compose')
  const to = searchParams.get('to')
  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('title')}</h1>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'compose',
            label: t('tab.compose'),
            children: (
              <MailComposeForm
                initialTo={to ? [to] : []}
                customerId={searchParams.get('customerId') ?? undefined}
                onSent={() => setTab('sent')}
              />
            ),
          },
          { key: 'sent', label: t('tab.sent'), children: <SentMailList /> },
        ]}
      />
    </div>
  )
}
