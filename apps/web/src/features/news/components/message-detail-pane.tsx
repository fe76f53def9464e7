import { QR_LOGIN_SUB_TYPE } from '@portal/contract'
import Button from 'antd/es/button'
import Empty from 'antd/es/empty'
import Spin from 'antd/es/spin'
import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '../../../lib/error-message'
import { useMessage } from '../api/get-message'
import { useMarkRead } from '../api/mark-read'
import { MessageAttachments } from './message-attachments'
import { MessageContent } from './message-content'

// Only QR-login messages need the dialog and its polling.
const QrLoginDialog = lazy(() =>
  import('./qr-login-dialog').then((module) => ({ default: module.QrLoginDialog })),
)

export type MessageDetailPaneProps = { id: number | null }

/**
 * The right column: the selected message with its attachments, content and, for subType 610, the QR login.
 * Opening a message, from the list or from a link, marks it read.
 */
export const MessageDetailPane = ({ id }: MessageDetailPaneProps) => {
  const { t } = useTranslation('news')
  const detail = useMessage(id)
  const [isQrOpen, setIsQrOpen] = useState(false)
  const message = detail.data
  const markRead = useMarkRead()
  // Opening a message reads it, once: marking it unread again later leaves it so.
  const openedId = useRef<number | null>(null)
  useEffect(() => {
    if (!message || message.id === openedId.current) return
    openedId.current = message.id
    if (!message.isRead) markRead.mutate({ id: message.id, isRead: true })
  }, [message, markRead])

  return (
    <section className="news-column" aria-label={t('detail.label')}>
      <div className="news-column-body">
        {id === null ? (
          <Empty className="news-list-footer" description={t('detail.empty')} />
        ) : detail.isPending ? (
          <div className="news-list-footer">
            <Spin />
          </div>
        ) : !message ? (
          <div className="news-list-footer" role="alert">
            {toErrorMessage(detail.error, t)}
          </div>
        ) : (
          <article className="news-detail">
            <h2>{message.title}</h2>
            <div className="news-detail-meta">
              <span>{t(`category.${message.messageType}`)}</span>
              {message.noticeTypeName && <span>{message.noticeTypeName}</span>}
              <span>{message.day}</span>
              <span>{message.time}</span>
            </div>
            {message.subType === QR_LOGIN_SUB_TYPE && (
              <Button type="primary" style={{ marginTop: 12 }} onClick={() => setIsQrOpen(true)}>
                {t('detail.scanQrLogin')}
              </Button>
            )}
            <MessageAttachments message={message} />
            <MessageContent html={message.content} />
            {isQrOpen && (
              <Suspense>
                <QrLoginDialog extendContent={message.extendContent} onClose={() => setIsQrOpen(false)} />
              </Suspense>
            )}
          </article>
        )}
      </div>
    </section>
  )
}
