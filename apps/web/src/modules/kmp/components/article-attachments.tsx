import type { KnowledgeAttachment } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { AttachmentLinks } from '@/components/attachments/attachment-links'

/** An article's attachments as download links, under their heading. */
export const ArticleAttachments = ({ attachments }: { attachments: KnowledgeAttachment[] }) => {
  const { t } = useTranslation('kmp')
  if (attachments.length === 0) return null
  return (
    <section aria-labelledby="knowledge-attachments" style={{ marginTop: 16 }}>
      <h2 id="knowledge-attachments" style={{ fontSize: 15 }}>
        {t('article.attachments')}
      </h2>
      <AttachmentLinks attachments={attachments} />
    </section>
  )
}
