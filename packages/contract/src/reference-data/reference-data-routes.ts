import {
  codedNameFormSchema,
  codedNameItemSchema,
  helperComponentFormSchema,
  helperComponentItemSchema,
  nameOnlyFormSchema,
  nameOnlyItemSchema,
  smsTemplateFormSchema,
  smsTemplateItemSchema,
  toolLinkFormSchema,
  toolLinkItemSchema,
  wrapUpCodeFormSchema,
  wrapUpCodeItemSchema,
} from './reference-data-schemas'
import { orderedReferenceListRoutes, referenceListRoutes } from './reference-list-routes'

/**
 * Every list the reference-data page administers, each read by another module (skill groups, rest reasons and the
 * rest limit moved to the call-centre settings: `QUEUE_ROUTES`, `REST_REASON_ROUTES`).
 */
export const REFERENCE_LISTS = {
  smsTemplates: orderedReferenceListRoutes('sms-templates', smsTemplateItemSchema, smsTemplateFormSchema),
  smsSignatures: referenceListRoutes('sms-signatures', nameOnlyItemSchema, nameOnlyFormSchema),
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
