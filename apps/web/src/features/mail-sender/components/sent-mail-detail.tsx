import { downloadMailAttachmentRoute } from '@portal/contract'
import Descriptions from 'antd/es/descriptions'
import Drawer from 'antd/es/drawer'
import Skeleton from 'antd/es/skeleton'
import { useTranslation } from 'react-i18next'
import { buildApiUrl } from '@/lib/api/api-url'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { readCurrentLocale } from '@/lib/i18n/current-locale'
import { useSentMail } from '../api/get-sent-mail'
import { sanitizeMailHtml } from '../utils/sanitize-mail-html'
import { MailStatusTag } from './mail-status-tag'

export type SentMailDetailProps = { id: string | null; onClose: () => void }

/** One sent e-mail in a drawer: its addresses, result, attachments to download, and its body, sanitised. */
export const SentMailDetail = ({ id, onClose }: SentMailDetailProps) => {
  const { t } = useTranslation('mail-sender')
  const { data: mail, isPending } = useSentMail(id)
  const locale = readCurrentLocale()
  const formatTime = useTenantDateTime()
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={mail?.subject ?? t('detail')}
      size={720}
      destroyOnHidden
    >
      {isPending || !mail ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('to')}>{mail.to.join(', ')}</Descriptions.Item>
            {mail.cc.length > 0 && (
              <Descriptions.Item label={t('cc')}>{mail.cc.join(', ')}</Descriptions.Item>
            )}
            <Descriptions.Item label={t('column.time')}>{formatTime(mail.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('column.status')}>
              <MailStatusTag mail={mail} />
            </Descriptions.Item>
            {mail.attachments.length > 0 && (
              <Descriptions.Item label={t('attachments')}>
                <ul className="mail-sender-attachments" aria-label={t('attachments')}>
                  {mail.attachments.map((file) => (
                    <li key={file.attachmentId}>
                      <a
                        href={buildApiUrl(
                          downloadMailAttachmentRoute.path,
                          { id: file.attachmentId },
                          {},
                          locale,
                        )}
                        download={file.fileName}
                      >
                        {file.fileName}
                      </a>
                    </li>
                  ))}
                </ul>
              </Descriptions.Item>
            )}
          </Descriptions>
          <article
            aria-label={t('body')}
            style={{ marginTop: 16 }}
            // Sanitised by DOMPurify just before it is shown (utils/sanitize-mail-html.ts).
            dangerouslySetInnerHTML={{ __html: sanitizeMailHtml(mail.bodyHtml) }}
          />
        </>
      )}
    </Drawer>
  )
}
