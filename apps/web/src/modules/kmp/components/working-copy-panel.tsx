import { KNOWLEDGE_PERMISSIONS, type KnowledgeArticle } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Descriptions from 'antd/es/descriptions'
import Popconfirm from 'antd/es/popconfirm'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { usePermissions } from '@/lib/access/use-has-permission'
import { toErrorMessage } from '@/lib/api/error-message'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { showToast } from '@/lib/ui/toast'
import { useArchiveKnowledgeArticle, useSubmitKnowledgeArticle } from '../api/knowledge-article-changes'
import { KNOWLEDGE_PATHS } from '../knowledge-paths'
import { KnowledgeStatusTag } from './knowledge-status-tag'

/**
 * The working copy as its writers and reviewers see it: status, version, why it was sent back, who changed it,
 * and what may be done next (编辑, 提交审核, to the review queue, or 下架 a published one).
 */
export const WorkingCopyPanel = ({ article }: { article: KnowledgeArticle }) => {
  const { t } = useTranslation('kmp')
  const format = useTenantDateTime()
  const navigate = useNavigate()
  const { can } = usePermissions()
  const submit = useSubmitKnowledgeArticle()
  const archive = useArchiveKnowledgeArticle()
  const canEdit = can(KNOWLEDGE_PERMISSIONS.edit)

  const handleArchive = () =>
    archive.mutate(article.id, {
      onSuccess: () => showToast('success', t('article.archived', { title: article.title })),
      onError: (error) => showToast('error', toErrorMessage(error, t)),
    })

  const handleSubmit = () =>
    submit.mutate(article.id, {
      onSuccess: () => showToast('success', t('editor.submitted', { title: article.title })),
      onError: (error) => showToast('error', toErrorMessage(error, t)),
    })

  return (
    <section aria-labelledby="knowledge-working-copy" style={{ marginTop: 24 }}>
      <h2 id="knowledge-working-copy" style={{ fontSize: 16 }}>
        {t('article.workingCopy')}
      </h2>
      {article.returnReason && (
        <Alert
          type="warning"
          showIcon
          title={t('article.returned', { reason: article.returnReason })}
          style={{ marginBottom: 12 }}
        />
      )}
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'title', label: t('column.title'), children: article.title },
          {
            key: 'status',
            label: t('column.status'),
            children: <KnowledgeStatusTag status={article.status} />,
          },
          { key: 'version', label: t('column.version'), children: article.version },
          {
            key: 'published',
            label: t('article.publishedVersion'),
            children: article.publishedVersion ?? t('article.notPublished'),
          },
          {
            key: 'roles',
            label: t('editor.roles'),
            children: article.roles.map((role) => role.name).join('、') || t('editor.everyone'),
          },
          {
            key: 'queues',
            label: t('editor.queues'),
            children: article.queues.map((queue) => queue.name).join('、'),
          },
          { key: 'updatedBy', label: t('column.updatedBy'), children: article.updatedBy?.name ?? '' },
          { key: 'updatedAt', label: t('column.updatedAt'), children: format(article.updatedAt) },
        ]}
      />
      <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
        {canEdit && article.status !== 'review' && (
          <Button onClick={() => void navigate(KNOWLEDGE_PATHS.editArticle(article.id))}>
            {t('article.edit')}
          </Button>
        )}
        {canEdit && article.status === 'draft' && (
          <Button type="primary" loading={submit.isPending} onClick={handleSubmit}>
            {t('editor.submit')}
          </Button>
        )}
        {article.status === 'review' && can(KNOWLEDGE_PERMISSIONS.review) && (
          <Link to={KNOWLEDGE_PATHS.audit}>{t('audit.link')}</Link>
        )}
        {article.status === 'published' && can(KNOWLEDGE_PERMISSIONS.review) && (
          <Popconfirm
            title={t('article.archiveQuestion', { title: article.title })}
            okText={t('article.archive')}
            cancelText={t('cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={handleArchive}
          >
            <Button danger loading={archive.isPending}>
              {t('article.archive')}
            </Button>
          </Popconfirm>
        )}
      </div>
    </section>
  )
}
