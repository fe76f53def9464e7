import { z } from 'zod'
import { CALL_CENTRE_PERMISSIONS } from '../../access/permission-codes'
import { defineRoute } from '../../core/define-route'
import { ivrDefinitionSchema } from './ivr-definition'

export const IVR_FLOWS_PATH = '/api/v1/portal/call-centre/ivr-flows'
const permission = CALL_CENTRE_PERMISSIONS.ivr

/** A flow as the IVR page lists it: its name, when it was saved, and the numbers that route to it. */
export const ivrFlowItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  updatedAt: z.string(),
  numbers: z.array(z.string()),
})
export type IvrFlowItem = z.infer<typeof ivrFlowItemSchema>

/** A skill group a key may lead to. */
export const ivrSkillGroupOptionSchema = z.object({ id: z.string(), name: z.string() })
export type IvrSkillGroupOption = z.infer<typeof ivrSkillGroupOptionSchema>

/** A flow saved whole: its name and its document. */
export const ivrFlowFormSchema = z.object({
  name: z.string().trim().min(1).max(40),
  definition: ivrDefinitionSchema,
})
export type IvrFlowForm = z.infer<typeof ivrFlowFormSchema>

export const ivrFlowSchema = ivrFlowFormSchema.extend({ id: z.string(), updatedAt: z.string() })
export type IvrFlow = z.infer<typeof ivrFlowSchema>

const flowParams = z.object({ id: z.string().max(64) })

/** The IVR page (设置 → 呼叫中心设置 → IVR 设置): the tenant's flows, and the skill groups a key may lead to. */
export const ivrFlowsRoute = defineRoute({
  method: 'GET',
  path: IVR_FLOWS_PATH,
  access: 'session',
  permission,
  response: z.object({ flows: z.array(ivrFlowItemSchema), skillGroups: z.array(ivrSkillGroupOptionSchema) }),
})

/** One flow to edit, with the skill groups a key may lead to. */
export const ivrFlowRoute = defineRoute({
  method: 'GET',
  path: `${IVR_FLOWS_PATH}/:id`,
  access: 'session',
  permission,
  params: flowParams,
  response: z.object({ flow: ivrFlowSchema, skillGroups: z.array(ivrSkillGroupOptionSchema) }),
})

export const createIvrFlowRoute = defineRoute({
  method: 'POST',
  path: IVR_FLOWS_PATH,
  access: 'session',
  permission,
  body: ivrFlowFormSchema,
  response: ivrFlowSchema,
})

/** Saves a flow whole (its name and document); a call after the save follows it on every process. */
export const saveIvrFlowRoute = defineRoute({
  method: 'PUT',
  path: `${IVR_FLOWS_PATH}/:id`,
  access: 'session',
  permission,
  params: flowParams,
  body: ivrFlowFormSchema,
  response: ivrFlowSchema,
})

/** Deletes a flow no number routes to (one in use is refused: its numbers would lose their route). */
export const deleteIvrFlowRoute = defineRoute({
  method: 'DELETE',
  path: `${IVR_FLOWS_PATH}/:id`,
  access: 'session',
  permission,
  params: flowParams,
  response: z.null(),
})
