import { KNOWLEDGE_ARTICLE_STATUSES, type KnowledgeArticleStatus } from '@portal/contract'

export const KNOWLEDGE_LIST_VIEWS = ['search', 'manage'] as const
export type KnowledgeListView = (typeof KNOWLEDGE_LIST_VIEWS)[number]

export type KnowledgeListParams = {
  view: KnowledgeListView
  keyword: string
  categoryId?: string
  status?: KnowledgeArticleStatus
  page: number
}

const isStatus = (value: string | null): value is KnowledgeArticleStatus =>
  (KNOWLEDGE_ARTICLE_STATUSES as readonly (string | null)[]).includes(value)

/**
 * The list page's state as the address keeps it (a search survives a reload and a shared link).
 * @example readKnowledgeListParams(new URLSearchParams('keyword=光猫&page=2')).page // 2
 */
export const readKnowledgeListParams = (params: URLSearchParams): KnowledgeListParams => {
  const status = params.get('status')
  const page = Number(params.get('page'))
  return {
    view: params.get('view') === 'manage' ? 'manage' : 'search',
    keyword: params.get('keyword') ?? '',
    categoryId: params.get('categoryId') || undefined,
    status: isStatus(status) ? status : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/**
 * The address after a change; any change but the page's own goes back to page 1.
 * @example writeKnowledgeListParams(new URLSearchParams('page=3'), { keyword: 'router' }).toString() // 'keyword=router'
 */
export const writeKnowledgeListParams = (
  current: URLSearchParams,
  change: Partial<KnowledgeListParams>,
): URLSearchParams => {
  const next = new URLSearchParams(current)
  if (!('page' in change)) next.delete('page')
  for (const [name, value] of Object.entries(change)) {
    const isDefault =
      value === undefined || value === '' || (name === 'page' && value === 1) || value === 'search'
    if (isDefault) next.delete(name)
    else next.set(name, String(value))
  }
  return next
}
