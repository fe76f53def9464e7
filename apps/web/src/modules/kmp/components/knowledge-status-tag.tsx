import { KNOWLEDGE_STATUS_LABELS, type KnowledgeArticleStatus } from '@portal/contract'
import Tag from 'antd/es/tag'
import { stateLabel } from '@/lib/i18n/state-label'

const STATUS_COLOURS: Record<KnowledgeArticleStatus, string> = {
  draft: 'default',
  review: 'orange',
  published: 'green',
  archived: 'default',
}

/** An article's status in the contract's words, as a coloured tag. */
export const KnowledgeStatusTag = ({ status }: { status: KnowledgeArticleStatus }) => (
  <Tag color={STATUS_COLOURS[status]}>{stateLabel(KNOWLEDGE_STATUS_LABELS[status])}</Tag>
)
