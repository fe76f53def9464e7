import type { helperComponentFormSchema } from '@portal/contract'
import { NO_TEMPLATE_SIGNATURE, REFERENCE_LISTS } from '@portal/contract'
import type { z } from 'zod'
import { AppError } from '../../lib/app-error'
import { countCustomerFieldValues, CUSTOMER_FIELD_TABLE } from '../customers/customer-field-repository'
import { HELPER_COMPONENT_TABLE } from '../menus/helper-component-repository'
import { requireAllowedUrl } from '../menus/allowed-url'
import { NOTICE_TYPE_TABLE } from '../messages/notice-type-repository'
import {
  countSignatureTemplates,
  isTenantSmsSignature,
  SMS_SIGNATURE_TABLE,
  SMS_TEMPLATE_TABLE,
} from '../sms/sms-reference-repository'
import { TOOL_LINK_TABLE } from '../tools/tool-link-repository'
import { WRAP_UP_CODE_TABLE } from '../working-desk/wrap-up-code-repository'
import type { ReferenceList } from './serve-reference-list'

/** A list with its form type taken from its table, so its checks are typed; the array holds them alike. */
const defineList = <Form>(list: ReferenceList<Form>): ReferenceList<never> => list

/** The helper components, also saved through the spec's own route (`menu-address-routes.ts`). */
export const HELPER_COMPONENT_LIST: ReferenceList<z.output<typeof helperComponentFormSchema>> = {
  routes: REFERENCE_LISTS.helperComponents,
  table: HELPER_COMPONENT_TABLE,
  auditType: 'helperComponent',
  // The menus' own rule: an openType-1 component shows in the extend frame, so only allowed origins.
  check: async (_tx, form, request) => {
    requireAllowedUrl(request.server.config, form.url)
  },
}

/** Every list the reference-data page administers, over the tables of the modules that read them. */
export const REFERENCE_LIST_SERVICES: readonly ReferenceList<never>[] = [
  defineList({
    routes: REFERENCE_LISTS.smsTemplates,
    table: SMS_TEMPLATE_TABLE,
    auditType: 'smsTemplate',
    check: async (tx, form) => {
      if (form.signManageId !== NO_TEMPLATE_SIGNATURE && !(await isTenantSmsSignature(tx, form.signManageId)))
        throw new AppError('FAILURE', 'referenceData.signatureMissing', 400)
    },
  }),
  defineList({
    routes: REFERENCE_LISTS.smsSignatures,
    table: SMS_SIGNATURE_TABLE,
    auditType: 'smsSignature',
    inUse: { message: 'referenceData.signatureInUse', count: countSignatureTemplates },
  }),
  defineList({ routes: REFERENCE_LISTS.toolLinks, table: TOOL_LINK_TABLE, auditType: 'toolLink' }),
  defineList(HELPER_COMPONENT_LIST),
  defineList({
    routes: REFERENCE_LISTS.noticeTypes,
    table: NOTICE_TYPE_TABLE,
    auditType: 'noticeType',
    inUse: { message: 'referenceData.noticeTypeInUse' },
  }),
  defineList({
    routes: REFERENCE_LISTS.wrapUpCodes,
    table: WRAP_UP_CODE_TABLE,
    auditType: 'wrapUpCode',
    inUse: { message: 'referenceData.wrapUpCodeInUse' },
  }),
  defineList({
    routes: REFERENCE_LISTS.customerFields,
    table: CUSTOMER_FIELD_TABLE,
    auditType: 'customerField',
    inUse: { message: 'referenceData.customerFieldInUse', count: countCustomerFieldValues },
  }),
]
