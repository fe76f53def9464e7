/** The knowledge base's query keys, so a change refreshes exactly what it touched. */
export const KNOWLEDGE_QUERY_KEYS = {
  all: ['knowledge'] as const,
  categories: ['knowledge', 'categories'] as const,
  search: ['knowledge', 'search'] as const,
  articles: ['knowledge', 'articles'] as const,
  article: (id: string) => ['knowledge', 'article', id] as const,
  published: (id: string) => ['knowledge', 'published', id] as const,
  versions: (id: string) => ['knowledge', 'article', id, 'versions'] as const,
  reviewQueue: ['knowledge', 'review-queue'] as const,
}
