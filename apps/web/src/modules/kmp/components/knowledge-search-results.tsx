import Alert from 'antd/es/alert'
import Empty from 'antd/es/empty'
import Pagination from 'antd/es/pagination'
import Spin from 'antd/es/spin'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { toErrorMessage } from '@/lib/api/error-message'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { useKnowledgeSearch } from '../api/search-knowledge'
import { KNOWLEDGE_PATHS } from '../knowledge-paths'
import { HighlightedText } from './highlighted-text'

export const KNOWLEDGE_SEARCH_PAGE_SIZE = 10

export type KnowledgeSearchResultsProps = {
  keyword: string
  categoryId: string | undefined
  page: number
  onPageChange: (page: number) => void
}

/** The readers' results: each hit's title (to the article) and excerpt with the words marked, a page at a time. */
export const KnowledgeSearchResults = ({
  keyword,
  categoryId,
  page,
  onPageChange,
}: KnowledgeSearchResultsProps) => {
  const { t } = useTranslation('kmp')
  const format = useTenantDateTime()
  const search = useKnowledgeSearch({ keyword, categoryId, page, pageSize: KNOWLEDGE_SEARCH_PAGE_SIZE })
  const result = search.data

  return (
    <section aria-label={t('search.results')} aria-busy={search.isFetching}>
      {search.isPending && <Spin />}
      {search.isError && <Alert type="error" showIcon title={toErrorMessage(search.error, t)} />}
      {result && (
        <p role="status" style={{ margin: '0 0 8px' }}>
          {keyword ? t('search.found', { total: result.total, keyword }) : t('search.newest')}
        </p>
      )}
      {result?.items.length === 0 && <Empty description={t('search.empty')} />}
      <ol className="knowledge-results" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {result?.items.map((hit) => (
          <li key={hit.id} style={{ padding: '12px 0', borderBottom: '1px solid rgba(128,128,128,0.2)' }}>
            <h2 style={{ fontSize: 16, margin: '0 0 4px' }}>
              <Link to={KNOWLEDGE_PATHS.article(hit.id)}>
                <HighlightedText pieces={hit.titleHighlight} />
              </Link>
            </h2>
            <p style={{ margin: '0 0 4px' }}>
              <HighlightedText pieces={hit.excerptHighlight} />
            </p>
            <div style={{ fontSize: 13 }}>
              {hit.category && <Tag>{hit.category.name}</Tag>}
              {hit.tags.map((tag) => (
                <Tag key={tag} color="blue">
                  {tag}
                </Tag>
              ))}
              <span>{t('search.publishedAt', { at: format(hit.publishedAt) })}</span>
              {hit.matchKind === 'similar' && <span> · {t('search.similar')}</span>}
            </div>
          </li>
        ))}
      </ol>
      {result && result.total > KNOWLEDGE_SEARCH_PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16 }}
          current={page}
          pageSize={KNOWLEDGE_SEARCH_PAGE_SIZE}
          total={result.total}
          showSizeChanger={false}
          onChange={onPageChange}
        />
      )}
    </section>
  )
}
