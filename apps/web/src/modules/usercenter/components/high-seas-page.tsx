import '../translations'
import { useTranslation } from 'react-i18next'
import { CustomerSearchPage } from './customer-search-page'
import { OwnershipButton } from './ownership-button'

/** 公海: the customers nobody owns; an agent claims one and it leaves the pool. */
export const HighSeasPage = () => {
  const { t } = useTranslation('usercenter')
  return (
    <CustomerSearchPage
      title={t('highSeas.title')}
      source="highSeas"
      renderActions={(customer) => <OwnershipButton customer={customer} kind="claim" />}
    />
  )
}
