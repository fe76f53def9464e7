import type { CallInvitation, InvitationAnswer } from '@portal/contract'
import Button from 'antd/es/button'
import Modal from 'antd/es/modal/Modal'
import { useTranslation } from 'react-i18next'
import { useAnswerInvitation } from '../api/answer-invitation'
import '../translations'

const ANSWERS: readonly InvitationAnswer[] = ['agreeEnter', 'agree', 'refuse']

export type InvitationDialogProps = { invitation: CallInvitation }

/**
 * 多方会话邀请 (§2): who invites the agent into a call and why; agree and enter, agree, or refuse. It stays until
 * answered (or the invitation goes from the state).
 */
export const InvitationDialog = ({ invitation }: InvitationDialogProps) => {
  const { t } = useTranslation('telephony')
  const answer = useAnswerInvitation()
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
          onClick={() => answer.mutate({ invitationId: invitation.id, answer: choice })}
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
