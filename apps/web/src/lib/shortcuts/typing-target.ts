// Inputs of these types take no typed characters: a key pressed on them is nobody's text.
const KEYLESS_INPUT_TYPES = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
])
// Ant Design's select and date boxes are inputs too; a role names the custom ones.
const TYPING_ROLES = '[role="textbox"], [role="combobox"], [role="searchbox"], [role="spinbutton"]'

/**
 * Whether a key pressed with the focus on `target` types into a field: a text input, a textarea, a select, an
 * editable element (the rich-text editor) or a control with a typing role.
 * @example isTypingTarget(document.activeElement)
 */
export const isTypingTarget = (target: EventTarget | null): boolean => {
  if (!(target instanceof Element)) return false
  if (target instanceof HTMLInputElement) return !KEYLESS_INPUT_TYPES.has(target.type)
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  if (target instanceof HTMLElement && target.isContentEditable) return true
  return target.closest(TYPING_ROLES) !== null
}
