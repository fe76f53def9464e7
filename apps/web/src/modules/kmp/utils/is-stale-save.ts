import { ApiError } from '@/lib/api/api-error'

/**
 * Whether a save was refused because someone saved the article after the writer opened it (HTTP 409).
 * @example isStaleSave(new ApiError(40900, '知识已被他人修改', 409)) // true
 */
export const isStaleSave = (error: unknown): boolean => error instanceof ApiError && error.status === 409
