import Segmented from 'antd/es/segmented'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { MENU_LAYOUTS, useLayoutStore, type MenuLayout } from '../stores/layout-store'

/** Chooses the vertical or the two-level menu; the choice is kept for the next visit. */
export const MenuLayoutSwitch = () => {
  const { t } = useTranslation('shell')
  const labelId = useId()
  const menuLayout = useLayoutStore((state) => state.menuLayout)
  const setMenuLayout = useLayoutStore((state) => state.setMenuLayout)
  return (
    <div className="portal-profile-row">
      <span id={labelId}>{t('profile.menuLayout')}</span>
      <Segmented<MenuLayout>
        size="small"
        aria-labelledby={labelId}
        value={menuLayout}
        onChange={setMenuLayout}
        options={[
          { value: MENU_LAYOUTS.vertical, label: t('menu.layoutVertical') },
          { value: MENU_LAYOUTS.twoLevel, label: t('menu.layoutTwoLevel') },
        ]}
      />
    </div>
  )
}
