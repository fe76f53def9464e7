import { KNOWLEDGE_ACTION_LABELS, type KnowledgeVersion } from '@portal/contract'
import Alert from 'antd/es/alert'
import Modal from 'antd/es/modal'
import Spin from 'antd/es/spin'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { stateLabel } from '@/lib/i18n/state-label'
import { useKnowledgeVersion } from '../api/get-knowledge-version'
import { ArticleBody } from './article-body'

export type VersionDialogProps = { articleId: string; line: KnowledgeVersion; onClose: () => void }

/** One version's content as it was saved: title, category, tags and the body. */
export const VersionDialog = ({ articleId, line, onClose }: VersionDialogProps) => {
  const { t } = useTranslation('kmp')
  const version = useKnowledgeVersion(articleId, line.id)
  const detail = version.data
  return (
    <Modal
      open
      title={t('log.versionTitle', {
        version: line.version,
        action: stateLabel(KNOWLEDGE_ACTION_LABELS[line.action]),
      })}
      onCancel={onClose}
      footer={null}
      width={760}
    >
      {version.isPending && <Spin />}
      {version.isError && <Alert type="error" showIcon title={toErrorMessage(version.error, t)} />}
      {detail && (
        <>
          <h3 style={{ fontSize: 16 }}>{detail.title}</h3>
          <p>
            {detail.category && <Tag>{detail.category.name}</Tag>}
            {detail.tags.map((tag) => (
              <Tag key={tag} color="blue">
                {tag}
              </Tag>
            ))}
          </p>
          <ArticleBody html={detail.bodyHtml} />
        </>
      )}
    </Modal>
  )
}
