import type { FieldOption } from './api/reference-options'

/** How a field is edited: a line, a longer text, a choice, several choices. */
export type FieldKind = 'text' | 'textarea' | 'select' | 'multiSelect' | 'radio'

/** What the browser checks a field with: one field of the contract's form schema. */
export type FieldSchema = {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: { message: string }[] } }
}

/**
 * One field of an administered list, as the generic editor shows it in its table and edits it in its drawer. Its
 * label is the text `<list>.field.<name>` of the reference-data namespace.
 */
export type ReferenceField = {
  name: string
  kind: FieldKind
  schema: FieldSchema
  /** Whether the table shows it as a column. */
  inTable?: boolean
  /** The choices of a select or radio field, read by a hook (always the same one for a field). */
  useOptions?: () => FieldOption[]
  /** The text the table shows for a record, when not the field's own value. */
  display?: (item: Record<string, unknown>) => string
  maxLength?: number
}
