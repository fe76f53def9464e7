import type { KnowledgeArticleSummary } from '@portal/contract'
import Alert from 'antd/es/alert'
import Table, { type ColumnsType } from 'antd/es/table'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toErrorMessage } from '@/lib/api/error-message'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { useKnowledgeArticles, type KnowledgeArticleFilter } from '../api/get-knowledge-articles'
import { KNOWLEDGE_PATHS } from '../knowledge-paths'
import { KnowledgeStatusTag } from './knowledge-status-tag'

export type KnowledgeArticleTableProps = { filter: KnowledgeArticleFilter }

/** The writers' list: every article (whatever its status or roles), newest change first. */
export const KnowledgeArticleTable = ({ filter }: KnowledgeArticleTableProps) => {
  const { t } = useTranslation('kmp')
  const format = useTenantDateTime()
  const articles = useKnowledgeArticles(filter)
  const columns: ColumnsType<KnowledgeArticleSummary> = [
    {
      title: t('column.title'),
      dataIndex: 'title',
      render: (title: string, article) => <Link to={KNOWLEDGE_PATHS.article(article.id)}>{title}</Link>,
    },
    {
      title: t('column.category'),
      key: 'category',
      render: (_value, article) => article.category?.name ?? '',
    },
    {
      title: t('column.status'),
      dataIndex: 'status',
      render: (_status, article) => <KnowledgeStatusTag status={article.status} />,
    },
    { title: t('column.version'), dataIndex: 'version' },
    {
      title: t('column.updatedBy'),
      key: 'updatedBy',
      render: (_value, article) => article.updatedBy?.name ?? '',
    },
    { title: t('column.updatedAt'), dataIndex: 'updatedAt', render: (at: string) => format(at) },
  ]
  return (
    <>
      {articles.isError && <Alert type="error" showIcon title={toErrorMessage(articles.error, t)} />}
      <Table<KnowledgeArticleSummary>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={articles.data ?? []}
        loading={articles.isFetching}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      />
    </>
  )
}
