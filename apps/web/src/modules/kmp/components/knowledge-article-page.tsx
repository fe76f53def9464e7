import '../translations'
import { KNOWLEDGE_PERMISSIONS } from '@portal/contract'
import Alert from 'antd/es/alert'
import Spin from 'antd/es/spin'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { usePermissions } from '@/lib/access/use-has-permission'
import { toErrorMessage } from '@/lib/api/error-message'
import { useKnowledgeArticle } from '../api/get-knowledge-article'
import { usePublishedKnowledgeArticle } from '../api/get-published-knowledge-article'
import { KNOWLEDGE_PATHS } from '../knowledge-paths'
import { KnowledgeVersionLog } from './knowledge-version-log'
import { PublishedArticle } from './published-article'
import { WorkingCopyPanel } from './working-copy-panel'

/**
 * An article (…/list/detail/:id): the published version for readers; its writers and reviewers also see the
 * working copy (status, 编辑, 提交审核) and its log, even before anything is published.
 */
export const KnowledgeArticlePage = () => {
  const { t } = useTranslation('kmp')
  const { id = '' } = useParams()
  const { can, codes } = usePermissions()
  const isWriter = can(KNOWLEDGE_PERMISSIONS.edit) || can(KNOWLEDGE_PERMISSIONS.review)
  const workingCopy = useKnowledgeArticle(id, isWriter)
  // A writer asks for the published version only when there is one (no needless 404 for a fresh draft).
  const hasPublished = !isWriter || (workingCopy.data?.publishedVersion ?? null) !== null
  const published = usePublishedKnowledgeArticle(id, codes !== undefined && hasPublished)
  const isUnpublished = published.isError || (isWriter && workingCopy.data !== undefined && !hasPublished)

  return (
    <div className="portal-page">
      {(published.isLoading || workingCopy.isLoading) && <Spin />}
      {published.data && <PublishedArticle article={published.data} />}
      {isUnpublished && (
        <>
          {!workingCopy.data && <h1 className="portal-page-title">{t('article.title')}</h1>}
          {workingCopy.data && <h1 className="portal-page-title">{workingCopy.data.title}</h1>}
          <Alert
            type="info"
            showIcon
            title={isWriter ? t('article.notPublished') : toErrorMessage(published.error, t)}
          />
        </>
      )}
      {isWriter && workingCopy.isError && (
        <Alert type="error" showIcon title={toErrorMessage(workingCopy.error, t)} />
      )}
      {isWriter && workingCopy.data && (
        <>
          <WorkingCopyPanel article={workingCopy.data} />
          <KnowledgeVersionLog articleId={id} />
        </>
      )}
      <p style={{ marginTop: 16 }}>
        <Link to={KNOWLEDGE_PATHS.list}>{t('article.back')}</Link>
      </p>
    </div>
  )
}
