import type { ComponentType } from 'react'
import type { FieldOption } from './api/reference-options'

/**
 * How a field is edited: a line, a longer text, a choice, several choices, a whole number (blank: none), on/off,
 * or a control of the list's own (`Input`).
 */
export type FieldKind =
  'text' | 'textarea' | 'select' | 'multiSelect' | 'radio' | 'number' | 'switch' | 'custom'

/** What the browser checks a field with: one field of the contract's form schema. */
export type FieldSchema = {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: { message: string }[] } }
}

/** What a list's own control gets: Form.Item's value and change handler, and the field's label to name its parts. */
export type CustomFieldInputProps = {
  id?: string
  label: string
  value?: unknown
  onChange?: (value: unknown) => void
}

/**
 * One field of an administered list, as the generic editor shows it in its table and edits it in its drawer. Its
 * label is the text `<list>.field.<name>` of the list's namespace.
 */
export type ReferenceField = {
  name: string
  kind: FieldKind
  schema: FieldSchema
  /** Whether the table shows it as a column. */
  inTable?: boolean
  /** False for a column the drawer does not edit (a skill group's name on the agent rules page). */
  inForm?: boolean
  /** The choices of a select or radio field, read by a hook (always the same one for a field). */
  useOptions?: () => FieldOption[]
  /** What a blank field means (the tenant's setting it then follows), read by a hook (always the same one). */
  usePlaceholder?: () => string | undefined
  /** A single choice that may be left blank. */
  isClearable?: boolean
  /** The control of a `custom` field. */
  Input?: ComponentType<CustomFieldInputProps>
  /** The text the table shows for a record, when not the field's own value (a choice's: its choices' names). */
  display?: (item: Record<string, unknown>) => string
  /** What the table shows for a choice field left empty (all wrap-up codes offered). */
  displayEmpty?: () => string
  maxLength?: number
}

/**
 * The value a blank control holds, as the field's rule checks it: none for a number or a choice that may be left
 * blank, nothing chosen for a list, off for a switch, else an empty text.
 */
export const emptyValueOf = (field: ReferenceField): unknown => {
  if (field.isClearable) return null
  const empties: Partial<Record<FieldKind, unknown>> = {
    number: null,
    multiSelect: [],
    custom: [],
    switch: false,
  }
  return field.kind in empties ? empties[field.kind] : ''
}
