import theme from 'antd/es/theme'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { COMMAND_GROUPS, type PaletteCommand } from '../utils/palette-command'

export type PaletteListProps = {
  id: string
  entries: readonly PaletteCommand[]
  activeId: string | null
  onActivate: (index: number) => void
  onRun: (command: PaletteCommand) => void
}

/** The option element id of an entry, for the search field's aria-activedescendant. */
export const optionIdOf = (listId: string, index: number) => `${listId}-option-${index}`

/**
 * The palette's entries as a listbox under group headings. The search field keeps the focus and points at the
 * active entry (aria-activedescendant); a pointer may choose too.
 */
export const PaletteList = ({ id, entries, activeId, onActivate, onRun }: PaletteListProps) => {
  const { t } = useTranslation('command-palette')
  const { token } = theme.useToken()

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' })
  }, [activeId])

  const indexed = entries.map((command, index) => ({ command, index, optionId: optionIdOf(id, index) }))
  return (
    <div role="listbox" id={id} aria-label={t('results')} style={{ maxHeight: 360, overflowY: 'auto' }}>
      {COMMAND_GROUPS.map((group) => {
        const members = indexed.filter(({ command }) => command.group === group)
        if (members.length === 0) return null
        const headingId = `${id}-${group}`
        return (
          <div role="group" aria-labelledby={headingId} key={group}>
            <div
              role="presentation"
              id={headingId}
              style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, padding: '8px 12px 4px' }}
            >
              {t(`group.${group}`)}
            </div>
            {members.map(({ command, index, optionId }) => (
              <div
                role="option"
                id={optionId}
                key={command.id}
                aria-selected={optionId === activeId}
                onMouseMove={() => onActivate(index)}
                onClick={() => onRun(command)}
                style={{
                  cursor: 'pointer',
                  padding: '6px 12px',
                  borderRadius: token.borderRadiusSM,
                  color: token.colorText,
                  background: optionId === activeId ? token.controlItemBgActive : undefined,
                }}
              >
                {command.label}
              </div>
            ))}
          </div>
        )
      })}
    </div>
  )
}
