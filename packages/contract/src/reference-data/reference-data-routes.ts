import { z } from 'zod'
import { SETTINGS_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import {
  codedNameFormSchema,
  codedNameItemSchema,
  helperComponentFormSchema,
  helperComponentItemSchema,
  nameOnlyFormSchema,
  nameOnlyItemSchema,
  restLimitSchema,
  skillGroupFormSchema,
  skillGroupItemSchema,
  smsTemplateFormSchema,
  smsTemplateItemSchema,
  staffOptionSchema,
  toolLinkFormSchema,
  toolLinkItemSchema,
  wrapUpCodeFormSchema,
  wrapUpCodeItemSchema,
} from './reference-data-schemas'
import { orderedReferenceListRoutes, REFERENCE_DATA_PATH, referenceListRoutes } from './reference-list-routes'

/** Every list the reference-data page administers, each read by another module. */
export const REFERENCE_LISTS = {
  smsTemplates: orderedReferenceListRoutes('sms-templates', smsTemplateItemSchema, smsTemplateFormSchema),
  smsSignatures: referenceListRoutes('sms-signatures', nameOnlyItemSchema, nameOnlyFormSchema),
  restReasons: orderedReferenceListRoutes('rest-reasons', nameOnlyItemSchema, nameOnlyFormSchema),
  skillGroups: referenceListRoutes('skill-groups', skillGroupItemSchema, skillGroupFormSchema),
  toolLinks: orderedReferenceListRoutes('tool-links', toolLinkItemSchema, toolLinkFormSchema),
  helperComponents: referenceListRoutes(
    'helper-components',
    helperComponentItemSchema,
    helperComponentFormSchema,
  ),
  noticeTypes: orderedReferenceListRoutes('notice-types', codedNameItemSchema, codedNameFormSchema),
  wrapUpCodes: orderedReferenceListRoutes('wrap-up-codes', wrapUpCodeItemSchema, wrapUpCodeFormSchema),
  customerFields: orderedReferenceListRoutes('customer-fields', codedNameItemSchema, codedNameFormSchema),
} as const
export type ReferenceListName = keyof typeof REFERENCE_LISTS

const permission = SETTINGS_PERMISSIONS.referenceData

/** The time limit of a rest (小休), after which it ends by itself. */
export const restLimitRoute = defineRoute({
  method: 'GET',
  path: `${REFERENCE_DATA_PATH}/rest-limit`,
  access: 'session',
  permission,
  response: restLimitSchema,
})

export const saveRestLimitRoute = defineRoute({
  method: 'PUT',
  path: `${REFERENCE_DATA_PATH}/rest-limit`,
  access: 'session',
  permission,
  body: restLimitSchema,
  response: restLimitSchema,
})

/** The tenant's staff, to choose a skill group's members from. */
export const referenceStaffRoute = defineRoute({
  method: 'GET',
  path: `${REFERENCE_DATA_PATH}/staff`,
  access: 'session',
  permission,
  response: z.array(staffOptionSchema),
})
