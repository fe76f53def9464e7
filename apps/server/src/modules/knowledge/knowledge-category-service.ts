import type { KnowledgeCategory } from '@portal/contract'
import type { FastifyRequest } from 'fastify'
import { AppError, notFound } from '../../lib/app-error'
import {
  deleteCategory,
  findCategory,
  insertCategory,
  isCategoryInUse,
  isCategoryNameTaken,
  updateCategory,
} from './knowledge-category-repository'

type CategoryBody = { name: string; sortOrder: number }

/** Writes a new category, or renames and reorders one (id); a name the tenant has already is refused. */
export const saveCategory = (request: FastifyRequest, body: CategoryBody, id: string | null = null) =>
  request.withTenant(async (tx): Promise<KnowledgeCategory> => {
    if (await isCategoryNameTaken(tx, body.name, id))
      throw new AppError('FAILURE', 'knowledge.categoryNameTaken', 400)
    const savedId = id ?? (await insertCategory(tx, body.name, body.sortOrder))
    if (id && !(await updateCategory(tx, id, body.name, body.sortOrder))) throw notFound()
    return (await findCategory(tx, savedId)) as KnowledgeCategory
  })

/** Deletes a category nothing is filed under. */
export const removeCategory = (request: FastifyRequest, id: string) =>
  request.withTenant(async (tx) => {
    if (!(await findCategory(tx, id))) throw notFound()
    if (await isCategoryInUse(tx, id)) throw new AppError('FAILURE', 'knowledge.categoryInUse', 400)
    await deleteCategory(tx, id)
    return null
  })
