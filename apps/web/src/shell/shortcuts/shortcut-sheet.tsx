import Modal from 'antd/es/modal/Modal'
import { useTranslation } from 'react-i18next'
import { isApplePlatform } from '@/lib/shortcuts/key-chord'
import { chordKeys } from '@/lib/shortcuts/match-chord'
import { SHORTCUT_GROUPS, SHORTCUTS } from '@/lib/shortcuts/shortcut-table'
import { useMemberPreferences } from '@/lib/preferences/member-preferences'
import './shortcut-sheet.css'
import './translations'

export type ShortcutSheetProps = { onClose: () => void }

/**
 * The cheat sheet: every shortcut of the one table by group, its keys as this system writes them (⌘ ⌥ ⇧ on a
 * Mac), and whether the member has them on. A dialog: Escape closes it and the focus returns where it was.
 */
export const ShortcutSheet = ({ onClose }: ShortcutSheetProps) => {
  const { t } = useTranslation('shortcuts')
  const { shortcutsEnabled } = useMemberPreferences()
  const isApple = isApplePlatform()

  return (
    <Modal open title={t('sheet.title')} footer={null} onCancel={onClose} width={560}>
      {!shortcutsEnabled && <p role="status">{t('sheet.off')}</p>}
      {SHORTCUT_GROUPS.map((group) => (
        <table key={group} className="portal-shortcut-table">
          <caption>{t(`group.${group}`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sheet.action')}</th>
              <th scope="col">{t('sheet.shortcut')}</th>
            </tr>
          </thead>
          <tbody>
            {SHORTCUTS.filter((shortcut) => shortcut.group === group).map((shortcut) => (
              <tr key={shortcut.id}>
                <th scope="row">{t(shortcut.labelKey)}</th>
                <td>
                  {chordKeys(shortcut.keys, isApple).map((key, index) => (
                    <kbd key={index}>{key}</kbd>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <p>{t(isApple ? 'sheet.inFieldsApple' : 'sheet.inFields')}</p>
    </Modal>
  )
}
