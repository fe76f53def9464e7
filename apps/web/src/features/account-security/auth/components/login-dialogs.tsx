import { Suspense } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { useTranslation } from 'react-i18next'
import type { LoginFlow } from '../hooks/use-login-flow'

// Every dialog is loaded when the login first needs it, keeping Modal out of the login page's first JavaScript.
const ProtocolDialog = lazyWithRetry(() =>
  import('./protocol-dialog').then((module) => ({ default: module.ProtocolDialog })),
)
const SecondAuthDialog = lazyWithRetry(() =>
  import('./second-auth-dialog').then((module) => ({ default: module.SecondAuthDialog })),
)
const SecondFactorDialog = lazyWithRetry(() =>
  import('./second-factor-dialog').then((module) => ({ default: module.SecondFactorDialog })),
)
const ChangePasswordDialog = lazyWithRetry(() =>
  import('./change-password-dialog').then((module) => ({ default: module.ChangePasswordDialog })),
)
const RiskConfirmDialog = lazyWithRetry(() =>
  import('../../components/risk-confirm-dialog').then((module) => ({
    default: module.RiskConfirmDialog,
  })),
)

export type LoginDialogsProps = { flow: LoginFlow }

/** The dialog the login's last answer asked for: protocol, second authentication, password change or risk. */
export const LoginDialogs = ({ flow }: LoginDialogsProps) => {
  const { t } = useTranslation('auth')
  const { dialog } = flow
  if (!dialog) return null

  return (
    <Suspense>
      {dialog.kind === 'protocol' && (
        <ProtocolDialog onAgree={flow.agreeProtocol} onClose={flow.closeDialog} />
      )}
      {dialog.kind === 'secondAuth' && (dialog.mustEnrol || !dialog.methods.includes('sms')) && (
        <SecondFactorDialog
          secondAuthCode={dialog.secondAuthCode}
          methods={dialog.methods}
          mustEnrol={dialog.mustEnrol}
          onVerified={flow.finishSecondAuth}
          onClose={flow.closeDialog}
        />
      )}
      {dialog.kind === 'secondAuth' && !dialog.mustEnrol && dialog.methods.includes('sms') && (
        <SecondAuthDialog
          secondAuthCode={dialog.secondAuthCode}
          phone={dialog.phone}
          onVerified={flow.finishSecondAuth}
          onClose={flow.closeDialog}
        />
      )}
      {dialog.kind === 'changePassword' && (
        <ChangePasswordDialog onChanged={flow.finishPasswordChange} onClose={flow.closeDialog} />
      )}
      {dialog.kind === 'weakPassword' && (
        <RiskConfirmDialog
          open
          description={t('weakPassword.description')}
          fixLabel={t('weakPassword.change')}
          acceptLabel={t('weakPassword.continue')}
          onFix={flow.changeWeakPassword}
          onAccept={flow.acceptWeakPassword}
          onDismiss={flow.closeDialog}
        />
      )}
    </Suspense>
  )
}
