import '../translations'
import type { KnowledgeArticleSummary } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Table, { type ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toErrorMessage } from '@/lib/api/error-message'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { showToast } from '@/lib/ui/toast'
import { useKnowledgeReviewQueue } from '../api/get-knowledge-review-queue'
import { useReviewKnowledgeArticle } from '../api/knowledge-article-changes'
import { KNOWLEDGE_PATHS } from '../knowledge-paths'
import { ReturnDialog } from './return-dialog'

/** 知识审核 (the spec's knowledgeAudit): the articles waiting in review, oldest first; 发布 or 退回 with a reason. */
export const KnowledgeAuditPage = () => {
  const { t } = useTranslation('kmp')
  const format = useTenantDateTime()
  const queue = useKnowledgeReviewQueue()
  const review = useReviewKnowledgeArticle()
  const [returning, setReturning] = useState<KnowledgeArticleSummary | null>(null)

  const handlePublish = (article: KnowledgeArticleSummary) =>
    review.mutate(
      { id: article.id, review: { decision: 'publish' } },
      {
        onSuccess: () => showToast('success', t('audit.publishedDone', { title: article.title })),
        onError: (error) => showToast('error', toErrorMessage(error, t)),
      },
    )

  const columns: ColumnsType<KnowledgeArticleSummary> = [
    {
      title: t('column.title'),
      dataIndex: 'title',
      render: (title: string, article) => <Link to={KNOWLEDGE_PATHS.article(article.id)}>{title}</Link>,
    },
    { title: t('column.category'), key: 'category', render: (_v, article) => article.category?.name ?? '' },
    { title: t('column.version'), dataIndex: 'version' },
    { title: t('audit.submittedBy'), key: 'by', render: (_v, article) => article.updatedBy?.name ?? '' },
    { title: t('audit.submittedAt'), dataIndex: 'updatedAt', render: (at: string) => format(at) },
    {
      title: t('column.actions'),
      key: 'actions',
      render: (_v, article) => (
        <span style={{ display: 'flex', gap: 8 }}>
          <Button
            size="small"
            type="primary"
            aria-label={t('audit.publishOf', { title: article.title })}
            loading={review.isPending && review.variables.id === article.id}
            onClick={() => handlePublish(article)}
          >
            {t('audit.publish')}
          </Button>
          <Button
            size="small"
            danger
            aria-label={t('audit.returnOf', { title: article.title })}
            onClick={() => setReturning(article)}
          >
            {t('audit.return')}
          </Button>
        </span>
      ),
    },
  ]

  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('audit.title')}</h1>
      {queue.isError && <Alert type="error" showIcon title={toErrorMessage(queue.error, t)} />}
      <Table<KnowledgeArticleSummary>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={queue.data ?? []}
        loading={queue.isFetching}
        locale={{ emptyText: t('audit.empty') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      />
      {returning && <ReturnDialog article={returning} onClose={() => setReturning(null)} />}
      <p style={{ marginTop: 16 }}>
        <Link to={KNOWLEDGE_PATHS.list}>{t('article.back')}</Link>
      </p>
    </div>
  )
}
