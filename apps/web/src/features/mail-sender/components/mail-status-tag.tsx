import type { SentMail } from '@portal/contract'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'

const COLOURS = { sent: 'success', failed: 'error', sending: 'processing' } as const

/** An e-mail's result: sent, sending, or failed with its reason in the user's language. */
export const MailStatusTag = ({ mail }: { mail: Pick<SentMail, 'status' | 'failureReason'> }) => {
  const { t } = useTranslation(['mail-sender', 'contract'])
  return (
    <span>
      <Tag color={COLOURS[mail.status]}>{t(`status.${mail.status}`)}</Tag>
      {mail.failureReason && <span>{t(`contract:mailSender.failure.${mail.failureReason}`)}</span>}
    </span>
  )
}
