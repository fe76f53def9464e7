import { QR_LOGIN_SUB_TYPE } from '@portal/contract'
import Button from 'antd/es/button'
import Empty from 'antd/es/empty'
import Spin from 'antd/es/spin'
import { Suspense, useEffect, useRef, useState } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { useMessage } from '../api/get-message'
import { useMarkRead } from '../api/mark-read'
import { MessageAttachments } from './message-attachments'
import { MessageContent } from './message-content'

// Only QR-login messages need the dialog and its polling.
const QrLoginDialog = lazyWithRetry(() =>
  import('./qr-login-dialog').then((module) => ({ default: module.QrLoginDialog })),
)

export type MessageDetailPaneProps = {
  id: number | null
  /** Whether to mark it read once shown: it came from a link, not from a click in the list (which marks it). */
  readOnOpen: boolean
}

/**
 * The right column: the selected message with its attachments, content and, for subType 610, the QR login.
 * Give it a `key` per message, so each opening starts afresh.
 */
export const MessageDetailPane = ({ id, readOnOpen }: MessageDetailPaneProps) => {
  const { t } = useTranslation('messages')
  const detail = useMessage(id)
  const [isQrOpen, setIsQrOpen] = useState(false)
  const message = detail.data
  const { mutate: markRead } = useMarkRead()
  // Judged once, on the server's own answer (not a cached one): marking it unread afterwards sticks.
  const hasChecked = useRef(false)
  useEffect(() => {
    if (!readOnOpen || hasChecked.current || !detail.isFetchedAfterMount || !message) return
    hasChecked.current = true
    if (!message.isRead) markRead({ id: message.id, isRead: true })
  }, [readOnOpen, detail.isFetchedAfterMount, message, markRead])

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
