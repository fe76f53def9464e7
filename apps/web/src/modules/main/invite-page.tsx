import './translations'
import { useTranslation } from 'react-i18next'
import { InvitePanel } from '@/features/own-account/components/invite-panel'

/** 邀请有礼 (mzz/main/main/activity/invite, portal.invite): the user's invite link and the sign-ups it brought. */
export const InvitePage = () => {
  const { t } = useTranslation('personal')
  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('inviteTitle')}</h1>
      <InvitePanel />
    </div>
  )
}
