import type { PublishedKnowledgeArticle } from '@portal/contract'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { ArticleAttachments } from './article-attachments'
import { ArticleBody } from './article-body'

/** The published version as readers see it: category, tags, when and by whom, the body and the attachments. */
export const PublishedArticle = ({ article }: { article: PublishedKnowledgeArticle }) => {
  const { t } = useTranslation('kmp')
  const format = useTenantDateTime()
  return (
    <article aria-labelledby="knowledge-article-title">
      <h1 id="knowledge-article-title" className="portal-page-title">
        {article.title}
      </h1>
      <p style={{ margin: '0 0 12px' }}>
        {article.category && (
          <>
            {t('article.category')}: <Tag>{article.category.name}</Tag>
          </>
        )}
        {article.tags.length > 0 && (
          <>
            {t('article.tags')}:{' '}
            {article.tags.map((tag) => (
              <Tag key={tag} color="blue">
                {tag}
              </Tag>
            ))}
          </>
        )}
        <span>
          {t('article.published', {
            at: format(article.publishedAt),
            by: article.publishedBy?.name ?? '',
            version: article.version,
          })}
        </span>
      </p>
      <ArticleBody html={article.bodyHtml} />
      <ArticleAttachments attachments={article.attachments} />
    </article>
  )
}
