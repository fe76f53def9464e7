import {
  codedNameFormSchema,
  helperComponentFormSchema,
  HELPER_MENU_POSITIONS,
  HELPER_OPEN_TYPES,
  nameOnlyFormSchema,
  REFERENCE_LISTS,
  skillGroupFormSchema,
  smsTemplateFormSchema,
  toolLinkFormSchema,
  wrapUpCodeFormSchema,
  type ReferenceListName,
  type ReferenceListRoutes,
} from '@portal/contract'
import i18next from 'i18next'
import { useSignatureOptions, useStaffOptions } from './api/reference-options'
import type { ReferenceField } from './reference-field'

/** One administered list: its routes, its fields and the values of a new record. */
export type ReferenceListDescription = {
  name: ReferenceListName
  routes: ReferenceListRoutes
  fields: readonly ReferenceField[]
  newValues: Record<string, unknown>
}

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
/** A radio field whose choices are the contract's values, each named `<list>.<field>.<value>`. */
const choiceField = (
  list: ReferenceListName,
  name: string,
  schema: ReferenceField['schema'],
  values: readonly (string | number)[],
): ReferenceField => {
  const labelOf = (value: unknown) => i18next.t(`reference-data:${list}.${name}.${String(value)}`)
  return {
    name,
    kind: 'radio',
    schema,
    inTable: true,
    useOptions: () => values.map((value) => ({ value, label: labelOf(value) })),
    display: (item) => labelOf(item[name]),
  }
}

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
    name: 'restReasons',
    routes: REFERENCE_LISTS.restReasons,
    fields: [nameField(nameOnlyFormSchema.shape.name, 30)],
    newValues: {},
  },
  {
    name: 'skillGroups',
    routes: REFERENCE_LISTS.skillGroups,
    fields: [
      nameField(skillGroupFormSchema.shape.name, 30),
      {
        name: 'memberIds',
        kind: 'multiSelect',
        schema: skillGroupFormSchema.shape.memberIds,
        inTable: true,
        useOptions: useStaffOptions,
        display: (item) => String((item.memberIds as unknown[]).length),
      },
    ],
    newValues: { memberIds: [] },
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
      choiceField('helperComponents', 'menuPosition', helper.menuPosition, HELPER_MENU_POSITIONS),
      choiceField('helperComponents', 'openType', helper.openType, HELPER_OPEN_TYPES),
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
