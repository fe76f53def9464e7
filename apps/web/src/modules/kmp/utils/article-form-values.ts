import type { KnowledgeArticle, KnowledgeArticleBody, UploadedFile } from '@portal/contract'
import type { UploadFile } from 'antd/es/upload'
import { toUploadList, uploadedIds } from '@/lib/files/upload-list'

/** What the editor's form holds: the article's fields, no category as '' and the attachments as an upload list. */
export type ArticleFormValues = {
  title: string
  categoryId: string
  tags: string[]
  roleIds: string[]
  queueIds: string[]
  bodyHtml: string
  attachments: UploadFile<UploadedFile>[]
}

export const EMPTY_ARTICLE_FORM: ArticleFormValues = {
  title: '',
  categoryId: '',
  tags: [],
  roleIds: [],
  queueIds: [],
  bodyHtml: '',
  attachments: [],
}

/**
 * The form's values for an article being edited; its attachments show as uploaded files.
 * @example toArticleFormValues(article).categoryId // '' when it is filed nowhere
 */
export const toArticleFormValues = (article: KnowledgeArticle): ArticleFormValues => ({
  title: article.title,
  categoryId: article.category?.id ?? '',
  tags: article.tags,
  roleIds: article.roles.map((role) => role.id),
  queueIds: article.queues.map((queue) => queue.id),
  bodyHtml: article.bodyHtml,
  attachments: toUploadList(article.attachments),
})

/**
 * What a save sends: tags trimmed and without repeats, no category as null, the attachments by their uploaded ids.
 * @example toArticleBody({ ...EMPTY_ARTICLE_FORM, title: ' 光猫 ', tags: ['a', ' a '] }) // { title: '光猫', tags: ['a'], categoryId: null, ... }
 */
export const toArticleBody = (values: ArticleFormValues): KnowledgeArticleBody => ({
  title: values.title.trim(),
  bodyHtml: values.bodyHtml,
  categoryId: values.categoryId || null,
  tags: [...new Set(values.tags.map((tag) => tag.trim()).filter(Boolean))],
  roleIds: values.roleIds,
  queueIds: values.queueIds,
  attachmentIds: uploadedIds(values.attachments),
})
