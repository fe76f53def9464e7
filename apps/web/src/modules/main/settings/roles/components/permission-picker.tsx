import Checkbox from 'antd/es/checkbox'
import { useTranslation } from 'react-i18next'
import type { PermissionSection } from '../utils/permission-sections'

export type PermissionPickerProps = {
  sections: readonly PermissionSection[]
  /** The ticked codes (from the form). */
  value?: readonly string[]
  onChange?: (codes: string[]) => void
}

const SECTION_STYLE = { border: '1px solid #f0f0f0', borderRadius: 6, padding: '8px 12px', marginBottom: 12 }

/**
 * The role's codes as checkboxes, one fieldset per section (the menu as it is shown, then the catalogue's
 * groups), each with a select-all box; codes ticked that no section offers are kept as they are.
 */
export const PermissionPicker = ({ sections, value = [], onChange }: PermissionPickerProps) => {
  const { t } = useTranslation('roles')
  const ticked = new Set(value)
  const handleChange = (codes: readonly string[], isTicked: boolean) => {
    const next = new Set(ticked)
    for (const code of codes) {
      if (isTicked) next.add(code)
      else next.delete(code)
    }
    onChange?.([...next])
  }
  return (
    <div>
      {sections.map((section) => {
        const codes = section.options.map((option) => option.code)
        const count = codes.filter((code) => ticked.has(code)).length
        return (
          <fieldset key={section.key} style={SECTION_STYLE}>
            <legend
              style={{ fontSize: 14, fontWeight: 600, width: 'auto', marginBottom: 4, padding: '0 4px' }}
            >
              {section.title}
            </legend>
            <Checkbox
              checked={count === codes.length}
              indeterminate={count > 0 && count < codes.length}
              onChange={(event) => handleChange(codes, event.target.checked)}
              aria-label={t('form.selectAll', { title: section.title })}
              style={{ marginBottom: 4 }}
            >
              {t('form.selectAll', { title: section.title })}
            </Checkbox>
            {section.options.map((option) => (
              <div key={option.code} style={{ paddingInlineStart: 24 * (option.depth + 1) }}>
                <Checkbox
                  checked={ticked.has(option.code)}
                  onChange={(event) => handleChange([option.code], event.target.checked)}
                >
                  {option.label}
                  <span
                    style={{ color: 'var(--ant-color-text-secondary)', marginInlineStart: 8, fontSize: 12 }}
                  >
                    {option.code}
                  </span>
                </Checkbox>
              </div>
            ))}
          </fieldset>
        )
      })}
    </div>
  )
}
