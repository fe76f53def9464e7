import { z } from 'zod'
import { KNOWLEDGE_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import { knowledgeCategoryBodySchema, knowledgeCategorySchema } from './knowledge-schemas'

/** The tenant's categories in their order; every reader sees them (to filter a search). */
export const knowledgeCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/kmp/categories',
  access: 'session',
  permission: KNOWLEDGE_PERMISSIONS.read,
  response: z.array(knowledgeCategorySchema),
})

/** A new category; a name the tenant already has is refused (knowledge.categoryNameTaken). */
export const createKnowledgeCategoryRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/kmp/categories',
  access: 'session',
  permission: KNOWLEDGE_PERMISSIONS.edit,
  body: knowledgeCategoryBodySchema,
  response: knowledgeCategorySchema,
})

export const updateKnowledgeCategoryRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/kmp/categories/:id',
  access: 'session',
  permission: KNOWLEDGE_PERMISSIONS.edit,
  params: z.object({ id: z.uuid() }),
  body: knowledgeCategoryBodySchema,
  response: knowledgeCategorySchema,
})

/** Deletes a category no article is filed under; one in use is refused (knowledge.categoryInUse). */
export const deleteKnowledgeCategoryRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/kmp/categories/:id',
  access: 'session',
  permission: KNOWLEDGE_PERMISSIONS.edit,
  params: z.object({ id: z.uuid() }),
  response: z.null(),
})
