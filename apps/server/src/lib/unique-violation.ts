/**
 * Whether a database error is a unique constraint's (SQLSTATE 23505): a second thing of the same name, say.
 * @example if (isUniqueViolation(error)) throw new AppError('FAILURE', 'x.duplicateName', 409, { cause: error })
 */
export const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: unknown } | null)?.code === '23505'
