import type { CallInvitation, InvitationAnswer } from '@portal/contract'
import Button from 'antd/es/button'
import Modal from 'antd/es/modal/Modal'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { useAnswerInvitation } from '../../api/calls/answer-invitation'
import '../../translations'

const ANSWERS: readonly InvitationAnswer[] = ['agreeEnter', 'agree', 'refuse']

export type InvitationDialogProps = { invitation: CallInvitation }

/**
 * 多方会话邀请 (§2): who invites the agent into a call and why; agree and enter (joins, then opens the working desk
 * where the call shows), agree (joins and stays on the page), or refuse. It stays until answered (or the
 * invitation goes from the state).
 */
export const InvitationDialog = ({ invitation }: InvitationDialogProps) => {
  const { t } = useTranslation('telephony')
  const answer = useAnswerInvitation()
  const navigate = useNavigate()
  // The reply removes the invitation, and this dialog with it: the promise, unlike mutate's callbacks, still settles.
  const handleAnswer = async (choice: InvitationAnswer) => {
    const sent = { invitationId: invitation.id, answer: choice }
    // A failure is already told as a toast (useCtiMutation); it opens nothing.
    const isAnswered = await answer.mutateAsync(sent).then(
      () => true,
      () => false,
    )
    if (isAnswered && choice === 'agreeEnter') void navigate(ROUTER_PATHS.platformPort)
  }
  return (
    <Modal
      open
      title={t('invitation.title')}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={ANSWERS.map((choice) => (
        <Button
          key={choice}
          type={choice === 'agreeEnter' ? 'primary' : 'default'}
          danger={choice === 'refuse'}
          loading={answer.isPending && answer.variables.answer === choice}
          disabled={answer.isPending}
          onClick={() => void handleAnswer(choice)}
        >
          {t(`invitation.${choice}`)}
        </Button>
      ))}
    >
      <p>{t('invitation.from', { name: invitation.fromStaffName })}</p>
      {invitation.content && <p>{invitation.content}</p>}
    </Modal>
  )
}
