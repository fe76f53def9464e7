import { KNOWLEDGE_LIST_PAGE } from '@portal/contract'

/**
 * The knowledge base's pages: the list (search), an article, the editor, and the review queue at the spec's old
 * knowledgeAudit name (where /dzfront/portal/main/knowledgeAudit lands).
 * @example KNOWLEDGE_PATHS.article('42') // '/mzz/kmp/kmp/front/main/list/detail/42'
 */
export const KNOWLEDGE_PATHS = {
  list: KNOWLEDGE_LIST_PAGE,
  detail: `${KNOWLEDGE_LIST_PAGE}/detail/:id`,
  create: `${KNOWLEDGE_LIST_PAGE}/new`,
  edit: `${KNOWLEDGE_LIST_PAGE}/edit/:id`,
  audit: '/mzz/kmp/kmp/knowledgeAudit',
  logs: '/mzz/kmp/kmp/knowledgeLogs',
  article: (id: string) => `${KNOWLEDGE_LIST_PAGE}/detail/${id}`,
  editArticle: (id: string) => `${KNOWLEDGE_LIST_PAGE}/edit/${id}`,
} as const
