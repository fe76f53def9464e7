import type { Locale } from '../core/locales'
import type {
  KnowledgeArticleField,
  KnowledgeArticleStatus,
  KnowledgeSendChannel,
  KnowledgeSuggestionReason,
  KnowledgeVersionAction,
} from './knowledge-rules'

type Label = Readonly<Record<Locale, string>>

/** The one label of each article status, for every list, badge and log. */
export const KNOWLEDGE_STATUS_LABELS = {
  draft: { 'zh-CN': '草稿', 'en-US': 'Draft' },
  review: { 'zh-CN': '待审核', 'en-US': 'In review' },
  published: { 'zh-CN': '已发布', 'en-US': 'Published' },
  archived: { 'zh-CN': '已下架', 'en-US': 'Archived' },
} as const satisfies Record<KnowledgeArticleStatus, Label>

/** The one label of each line of an article's log. */
export const KNOWLEDGE_ACTION_LABELS = {
  created: { 'zh-CN': '创建', 'en-US': 'Created' },
  edited: { 'zh-CN': '编辑', 'en-US': 'Edited' },
  submitted: { 'zh-CN': '提交审核', 'en-US': 'Sent to review' },
  published: { 'zh-CN': '审核通过并发布', 'en-US': 'Published' },
  returned: { 'zh-CN': '审核退回', 'en-US': 'Sent back' },
  archived: { 'zh-CN': '下架', 'en-US': 'Archived' },
} as const satisfies Record<KnowledgeVersionAction, Label>

/** What a save changed, as its log line names it. */
export const KNOWLEDGE_FIELD_LABELS = {
  title: { 'zh-CN': '标题', 'en-US': 'Title' },
  body: { 'zh-CN': '正文', 'en-US': 'Body' },
  tags: { 'zh-CN': '标签', 'en-US': 'Tags' },
  category: { 'zh-CN': '分类', 'en-US': 'Category' },
  roles: { 'zh-CN': '可见角色', 'en-US': 'Visible to roles' },
  queues: { 'zh-CN': '关联队列', 'en-US': 'Linked queues' },
  attachments: { 'zh-CN': '附件', 'en-US': 'Attachments' },
} as const satisfies Record<KnowledgeArticleField, Label>

/** Why the desk suggests an article. */
export const KNOWLEDGE_SUGGESTION_REASON_LABELS = {
  queue: { 'zh-CN': '来电队列', 'en-US': "Call's queue" },
  customerTags: { 'zh-CN': '客户标签', 'en-US': "Customer's tags" },
  ivr: { 'zh-CN': 'IVR 选择', 'en-US': 'IVR choice' },
  note: { 'zh-CN': '通话备注', 'en-US': 'Call note' },
} as const satisfies Record<KnowledgeSuggestionReason, Label>

export const KNOWLEDGE_SEND_CHANNEL_LABELS = {
  sms: { 'zh-CN': '短信', 'en-US': 'SMS' },
  email: { 'zh-CN': '邮件', 'en-US': 'E-mail' },
} as const satisfies Record<KnowledgeSendChannel, Label>
