import Button from 'antd/es/button'
import { useTranslation } from 'react-i18next'
import { useShortcutSheetStore } from '../stores/shortcut-sheet-store'

export type ShortcutSheetLinkProps = { onDone: () => void }

/**
 * The profile panel's entry to the cheat sheet, there even while the member keeps shortcuts off. Its text is the
 * shell's, so the sheet's own texts load with the sheet.
 */
export const ShortcutSheetLink = ({ onDone }: ShortcutSheetLinkProps) => {
  const { t } = useTranslation('shell')
  const open = useShortcutSheetStore((state) => state.open)
  const handleClick = () => {
    onDone()
    open()
  }
  return (
    <li>
      <Button type="link" size="small" onClick={handleClick}>
        {t('profile.shortcuts')}
      </Button>
    </li>
  )
}
