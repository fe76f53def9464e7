import { useMemo, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { showToast } from '@/lib/ui/toast'
import { classifyLink } from '../utils/classify-link'
import { sanitizeRichText } from '@/lib/html/sanitize-rich-text'

export type MessageContentProps = { html: string }

/**
 * A message's HTML content, sanitised, with its links handled here (spec §2): portal pages open inside the app,
 * downloads and other sites in a new window; a link that cannot be followed says "failed to get link".
 */
export const MessageContent = ({ html }: MessageContentProps) => {
  const { t } = useTranslation('messages')
  const navigate = useNavigate()
  const safeHtml = useMemo(() => sanitizeRichText(html), [html])

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null
    if (!anchor) return
    event.preventDefault()
    const target = classifyLink(anchor.getAttribute('href') ?? '', {
      origin: window.location.origin,
      hasDownloadAttribute: anchor.hasAttribute('download'),
    })
    if (target.kind === 'internal') void navigate(target.routerPath)
    else if (target.kind === 'download') window.open(target.url, '_blank', 'noopener')
    else if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer')
    else showToast('error', t('contract:qr.linkFailed'))
  }

  // The HTML is sanitised above; clicks are caught on the container, so no link navigates by itself.
  return (
    <div
      className="news-detail-content"
      onClick={handleClick}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  )
}
