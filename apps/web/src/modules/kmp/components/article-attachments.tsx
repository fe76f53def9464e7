import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined'
import type { KnowledgeAttachment } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { fileDownloadUrl } from '@/lib/files/file-download-url'

/** An article's attachments as download links. */
export const ArticleAttachments = ({ attachments }: { attachments: KnowledgeAttachment[] }) => {
  const { t } = useTranslation('kmp')
  if (attachments.length === 0) return null
  return (
    <section aria-labelledby="knowledge-attachments" style={{ marginTop: 16 }}>
      <h2 id="knowledge-attachments" style={{ fontSize: 15 }}>
        {t('article.attachments')}
      </h2>
      <ul style={{ paddingInlineStart: 20 }}>
        {attachments.map((file) => (
          <li key={file.fileRelationId}>
            <PaperClipOutlined aria-hidden />{' '}
            <a href={fileDownloadUrl(file.fileRelationId)} download={file.fileName}>
              {file.fileName}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
