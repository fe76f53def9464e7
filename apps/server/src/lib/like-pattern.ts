/**
 * A keyword as an ILIKE pattern that matches it anywhere, its own wildcards taken literally; null for none.
 * @example likePattern('50%') // '%50\\%%'
 */
export const likePattern = (keyword: string | undefined): string | null =>
  keyword?.trim() ? `%${keyword.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null
