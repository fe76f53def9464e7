import {
  codedNameFormSchema,
  helperComponentFormSchema,
  HELPER_MENU_POSITIONS,
  HELPER_OPEN_TYPES,
  nameOnlyFormSchema,
  REFERENCE_LISTS,
  smsTemplateFormSchema,
  toolLinkFormSchema,
  wrapUpCodeFormSchema,
} from '@portal/contract'
import i18next from 'i18next'
import { useSignatureOptions } from './api/reference-options'
import { choiceField } from './choice-field'
import type { ReferenceField } from './reference-field'
import type { ReferenceListDescription } from './reference-list-description'

const nameField = (schema: ReferenceField['schema'], maxLength: number): ReferenceField => ({
  name: 'name',
  kind: 'text',
  schema,
  inTable: true,
  maxLength,
})
const codedFields = (shape: typeof codedNameFormSchema.shape): ReferenceField[] => [
  { name: 'code', kind: 'text', schema: shape.code, inTable: true, maxLength: 32 },
  nameField(shape.name, 30),
  { name: 'nameEn', kind: 'text', schema: shape.nameEn, inTable: true, maxLength: 60 },
]
const urlFields = (shape: typeof toolLinkFormSchema.shape | typeof helperComponentFormSchema.shape) => [
  nameField(shape.name, 40),
  { name: 'url', kind: 'text', schema: shape.url, inTable: true, maxLength: 2048 } as const,
]
const template = smsTemplateFormSchema.shape
const toolLink = toolLinkFormSchema.shape
const helper = helperComponentFormSchema.shape

/** The lists of the reference-data page, in the order of its tabs. */
export const REFERENCE_LIST_DESCRIPTIONS: readonly ReferenceListDescription[] = [
  {
    name: 'smsTemplates',
    routes: REFERENCE_LISTS.smsTemplates,
    fields: [
      nameField(template.name, 50),
      { name: 'content', kind: 'textarea', schema: template.content, inTable: true, maxLength: 500 },
      {
        name: 'signManageId',
        kind: 'select',
        schema: template.signManageId,
        inTable: true,
        useOptions: useSignatureOptions,
        display: (item) => String(item.signName || i18next.t('reference-data:smsTemplates.noSignature')),
      },
    ],
    newValues: { signManageId: -1 },
  },
  {
    name: 'smsSignatures',
    routes: REFERENCE_LISTS.smsSignatures,
    fields: [nameField(nameOnlyFormSchema.shape.name, 30)],
    newValues: {},
  },
  {
    name: 'toolLinks',
    routes: REFERENCE_LISTS.toolLinks,
    fields: [
      ...urlFields(toolLink),
      { name: 'resourceCode', kind: 'text', schema: toolLink.resourceCode, inTable: true, maxLength: 100 },
      { name: 'icon', kind: 'text', schema: toolLink.icon, maxLength: 200 },
      { name: 'sub', kind: 'text', schema: toolLink.sub, maxLength: 100 },
    ],
    newValues: {},
  },
  {
    name: 'helperComponents',
    routes: REFERENCE_LISTS.helperComponents,
    fields: [
      ...urlFields(helper),
      choiceField({ name: 'helperComponents' }, 'menuPosition', helper.menuPosition, HELPER_MENU_POSITIONS),
      choiceField({ name: 'helperComponents' }, 'openType', helper.openType, HELPER_OPEN_TYPES),
      { name: 'icon', kind: 'text', schema: helper.icon, maxLength: 200 },
    ],
    newValues: { menuPosition: 'global', openType: 1 },
  },
  {
    name: 'noticeTypes',
    routes: REFERENCE_LISTS.noticeTypes,
    fields: codedFields(codedNameFormSchema.shape),
    newValues: {},
  },
  {
    name: 'wrapUpCodes',
    routes: REFERENCE_LISTS.wrapUpCodes,
    fields: [
      { name: 'code', kind: 'text', schema: wrapUpCodeFormSchema.shape.code, inTable: true, maxLength: 32 },
      nameField(wrapUpCodeFormSchema.shape.name, 30),
    ],
    newValues: {},
  },
  {
    name: 'customerFields',
    routes: REFERENCE_LISTS.customerFields,
    fields: codedFields(codedNameFormSchema.shape),
    newValues: {},
  },
]
