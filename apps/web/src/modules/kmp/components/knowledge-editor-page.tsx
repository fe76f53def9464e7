import '../translations'
import type { KnowledgeArticleBody } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Spin from 'antd/es/spin'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import { useKnowledgeArticle } from '../api/get-knowledge-article'
import { useSaveKnowledgeArticle, useSubmitKnowledgeArticle } from '../api/knowledge-article-changes'
import { KNOWLEDGE_PATHS } from '../knowledge-paths'
import { EMPTY_ARTICLE_FORM, toArticleFormValues } from '../utils/article-form-values'
import { isStaleSave } from '../utils/is-stale-save'
import { KnowledgeEditorForm } from './knowledge-editor-form'

/**
 * 新建知识 and 编辑 (…/list/new, …/list/edit/:id): a save makes a draft version over the one the writer started
 * from; someone else's newer save is refused with a clear message and a way to reload. 保存并提交审核 sends it on.
 */
export const KnowledgeEditorPage = () => {
  const { t } = useTranslation('kmp')
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const article = useKnowledgeArticle(id)
  const save = useSaveKnowledgeArticle()
  const submit = useSubmitKnowledgeArticle()
  const isNew = id === ''

  const handleSave = (body: KnowledgeArticleBody, andSubmit: boolean) =>
    save.mutate(
      { id: isNew ? null : id, body, baseVersion: article.data?.version ?? 1 },
      {
        onSuccess: (saved) => {
          if (!andSubmit) {
            showToast('success', t('editor.saved', { title: saved.title }))
            if (isNew) void navigate(KNOWLEDGE_PATHS.editArticle(saved.id), { replace: true })
            return
          }
          submit.mutate(saved.id, {
            onSuccess: () => {
              showToast('success', t('editor.submitted', { title: saved.title }))
              void navigate(KNOWLEDGE_PATHS.article(saved.id))
            },
          })
        },
      },
    )

  const failure = save.error ?? submit.error
  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{isNew ? t('editor.createTitle') : t('editor.editTitle')}</h1>
      {!isNew && article.isPending && <Spin />}
      {!isNew && article.isError && <Alert type="error" showIcon title={toErrorMessage(article.error, t)} />}
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={toErrorMessage(failure, t)}
          action={
            isStaleSave(failure) ? (
              <Button size="small" onClick={() => window.location.reload()}>
                {t('editor.reload')}
              </Button>
            ) : undefined
          }
        />
      )}
      {(isNew || article.data) && (
        <KnowledgeEditorForm
          key={article.data?.id ?? 'new'}
          initialValues={article.data ? toArticleFormValues(article.data) : EMPTY_ARTICLE_FORM}
          isSaving={save.isPending || submit.isPending}
          canSubmit={article.data?.status !== 'review'}
          onSave={handleSave}
        />
      )}
      <p style={{ marginTop: 16 }}>
        <Link to={isNew ? KNOWLEDGE_PATHS.list : KNOWLEDGE_PATHS.article(id)}>{t('editor.back')}</Link>
      </p>
    </div>
  )
}
