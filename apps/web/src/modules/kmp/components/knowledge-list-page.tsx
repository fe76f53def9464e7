import '../translations'
import { KNOWLEDGE_ARTICLE_STATUSES, KNOWLEDGE_PERMISSIONS, KNOWLEDGE_STATUS_LABELS } from '@portal/contract'
import Button from 'antd/es/button'
import Segmented from 'antd/es/segmented'
import Select from 'antd/es/select'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { KeywordSearch } from '@/components/keyword-search'
import { usePermissions } from '@/lib/access/use-has-permission'
import { stateLabel } from '@/lib/i18n/state-label'
import { KNOWLEDGE_PATHS } from '../knowledge-paths'
import {
  readKnowledgeListParams,
  writeKnowledgeListParams,
  type KnowledgeListParams,
  type KnowledgeListView,
} from '../utils/knowledge-list-params'
import { CategoriesDrawer } from './categories-drawer'
import { CategorySelect } from './category-select'
import { KnowledgeArticleTable } from './knowledge-article-table'
import { KnowledgeSearchResults } from './knowledge-search-results'

const ANY = ''

/**
 * 知识库 (spec §2 mzz/kmp/.../list): the readers' search (Chinese or English words, a category, a page at a time,
 * the words marked); writers also see every article by status, write a new one and keep the categories, and
 * reviewers reach the review queue. The search lives in the address.
 */
export const KnowledgeListPage = () => {
  const { t } = useTranslation('kmp')
  const [searchParams, setSearchParams] = useSearchParams()
  const navigate = useNavigate()
  const { can } = usePermissions()
  const [isCategoriesOpen, setIsCategoriesOpen] = useState(false)
  const canEdit = can(KNOWLEDGE_PERMISSIONS.edit)
  const params = readKnowledgeListParams(searchParams)
  const view: KnowledgeListView = canEdit ? params.view : 'search'

  const change = (next: Partial<KnowledgeListParams>) =>
    setSearchParams((current) => writeKnowledgeListParams(current, next))

  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('list.title')}</h1>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 16, alignItems: 'center' }}>
        {canEdit && (
          <Segmented<KnowledgeListView>
            aria-label={t('list.view')}
            value={view}
            onChange={(next) => change({ view: next })}
            options={[
              { value: 'search', label: t('list.viewSearch') },
              { value: 'manage', label: t('list.viewManage') },
            ]}
          />
        )}
        <KeywordSearch
          key={view}
          label={view === 'search' ? t('search.label') : t('list.titleKeyword')}
          placeholder={view === 'search' ? t('search.placeholder') : t('list.titleKeywordPlaceholder')}
          searchText={t('search.button')}
          defaultValue={params.keyword}
          onSearch={(keyword) => change({ keyword })}
        />
        <CategorySelect value={params.categoryId} onChange={(categoryId) => change({ categoryId })} />
        {view === 'manage' && (
          <Select<string>
            aria-label={t('filter.status')}
            value={params.status ?? ANY}
            onChange={(status) =>
              change({ status: status === ANY ? undefined : (status as KnowledgeListParams['status']) })
            }
            options={[
              { value: ANY, label: t('filter.anyStatus') },
              ...KNOWLEDGE_ARTICLE_STATUSES.map((status) => ({
                value: status,
                label: stateLabel(KNOWLEDGE_STATUS_LABELS[status]),
              })),
            ]}
            style={{ minWidth: 140 }}
          />
        )}
        <div style={{ marginLeft: 'auto', display: 'flex', gap: 8 }}>
          {can(KNOWLEDGE_PERMISSIONS.review) && <Link to={KNOWLEDGE_PATHS.audit}>{t('audit.link')}</Link>}
          {canEdit && <Button onClick={() => setIsCategoriesOpen(true)}>{t('categories.manage')}</Button>}
          {canEdit && (
            <Button type="primary" onClick={() => void navigate(KNOWLEDGE_PATHS.create)}>
              {t('list.create')}
            </Button>
          )}
        </div>
      </div>
      {view === 'search' ? (
        <KnowledgeSearchResults
          keyword={params.keyword}
          categoryId={params.categoryId}
          page={params.page}
          onPageChange={(page) => change({ page })}
        />
      ) : (
        <KnowledgeArticleTable
          filter={{
            status: params.status,
            categoryId: params.categoryId,
            keyword: params.keyword || undefined,
          }}
        />
      )}
      {isCategoriesOpen && <CategoriesDrawer onClose={() => setIsCategoriesOpen(false)} />}
    </div>
  )
}
