import Spin from 'antd/es/spin'
import { useTranslation } from 'react-i18next'
import { useNavigation } from 'react-router'

/** The loading mask over the page area while a page loads; it clears whenever the navigation settles. */
export const NavigationMask = () => {
  const { t } = useTranslation('shell')
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return (
    <div role="status" aria-label={t('loading')} className="portal-navigation-mask">
      <Spin size="large" />
    </div>
  )
}
