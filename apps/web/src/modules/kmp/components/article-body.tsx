import { useMemo } from 'react'
import { sanitizeRichText } from '@/lib/html/sanitize-rich-text'

/** An article's HTML body, sanitised again here although the server rebuilt it from an allow-list. */
export const ArticleBody = ({ html }: { html: string }) => {
  const safe = useMemo(() => sanitizeRichText(html), [html])
  return (
    // Sanitised above: the body is rich text as its writer saved it.
    <div className="knowledge-article-body portal-rich-text" dangerouslySetInnerHTML={{ __html: safe }} />
  )
}
