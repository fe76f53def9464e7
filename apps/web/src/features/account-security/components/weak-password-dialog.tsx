import type { WeakPasswordConfirm } from '../hooks/use-weak-password-submit'
import { RiskConfirmDialog } from './risk-confirm-dialog'

export type WeakPasswordDialogProps = {
  submission: WeakPasswordConfirm
  description: string
  /** 重新填写: clears the new password. */
  fixLabel: string
  /** Sends again, accepting the risk. */
  acceptLabel: string
}

/**
 * The risk box of a new-password submission (useWeakPasswordSubmit), open while the server calls it weak.
 * @example <WeakPasswordDialog submission={submission} description={t('weakDescription')} ... />
 */
export const WeakPasswordDialog = ({
  submission,
  description,
  fixLabel,
  acceptLabel,
}: WeakPasswordDialogProps) => (
  <RiskConfirmDialog
    open={submission.isWeakConfirmOpen}
    description={description}
    fixLabel={fixLabel}
    acceptLabel={acceptLabel}
    isAccepting={submission.isSubmitting}
    onFix={submission.refill}
    onAccept={submission.acceptWeakPassword}
    onDismiss={submission.dismissWeakConfirm}
  />
)
