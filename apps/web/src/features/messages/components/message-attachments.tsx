import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons'
import type { NewsMessage } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { readCurrentLocale } from '@/lib/i18n/current-locale'
import { fileDownloadUrl } from '@/lib/files/file-download-url'
import { allAttachmentsUrl } from '../utils/all-attachments-url'

export type MessageAttachmentsProps = { message: NewsMessage }

/** A message's attachments, each a download link, and "download all" as one zip when there are several. */
export const MessageAttachments = ({ message }: MessageAttachmentsProps) => {
  const { t } = useTranslation('messages')
  const locale = readCurrentLocale()
  const { messageAttatchments: attachments, fileBusinessId } = message
  if (attachments.length === 0) return null

  return (
    <div className="news-attachments">
      <div className="news-detail-meta">
        <span>{t('detail.attachments')}</span>
        {attachments.length > 1 && fileBusinessId && (
          <a href={allAttachmentsUrl(fileBusinessId, message.title, locale)} download rel="noopener">
            <DownloadOutlined aria-hidden /> {t('detail.downloadAll')}
          </a>
        )}
      </div>
      <ul className="news-plain-list">
        {attachments.map((attachment) => (
          <li key={attachment.fileRelationId}>
            <a
              href={fileDownloadUrl(attachment.fileRelationId, fileBusinessId, locale)}
              download={attachment.fileName}
              rel="noopener"
              aria-label={t('detail.download', { name: attachment.fileName })}
            >
              <PaperClipOutlined aria-hidden /> {attachment.fileName}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
