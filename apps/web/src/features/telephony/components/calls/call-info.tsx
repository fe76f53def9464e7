import { CALLBACK_REQUEST_LABEL, type CallSnapshot } from '@portal/contract'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { stateLabel } from '@/lib/i18n/state-label'

export type CallInfoProps = { call: CallSnapshot }

/** What a participant is doing on the call, as the agent sees it: listening, joined, or an outside line. */
const participantRoleKey = (participant: CallSnapshot['participants'][number]) => {
  if (participant.role === 'OUTSIDE_LINE') return 'call.outsideLine'
  return participant.monitorMode === 'LISTENING' ? 'call.listening' : 'call.joined'
}

/**
 * Who the call is with (§3 call info): customer, masked number, attribution, line, a supervisor's role, and who
 * else is on it (a supervisor listening or joined, an invited colleague).
 */
export const CallInfo = ({ call }: CallInfoProps) => {
  const { t } = useTranslation('telephony')
  return (
    <dl className="telephony-call-info">
      <dt className="telephony-customer">{call.customer?.name ?? t('customer.unknown')}</dt>
      <dd>
        {call.isCallbackRequest && <Tag color="orange">{stateLabel(CALLBACK_REQUEST_LABEL)}</Tag>}
        {call.listening && <Tag color="blue">{t('call.listening')}</Tag>}
        {call.joining && <Tag color="purple">{t('call.joined')}</Tag>}
      </dd>
      <dt>{t('call.number')}</dt>
      <dd>{call.phoneNumber}</dd>
      <dt>{t('call.attribution')}</dt>
      <dd>{call.phoneNumberAddress || '-'}</dd>
      <dt>{t('call.did')}</dt>
      <dd>{call.didNumberName || call.did}</dd>
      {(call.listening || call.joining) && (
        <>
          <dt>{t('call.agent')}</dt>
          <dd>{call.agentName}</dd>
        </>
      )}
      {call.participants.length > 0 && (
        <>
          <dt>{t('call.participants')}</dt>
          <dd>
            <ul aria-label={t('call.participants')} className="telephony-participants">
              {call.participants.map((participant, index) => (
                <li key={`${participant.accountId ?? participant.name}-${index}`}>
                  {participant.name} {t(participantRoleKey(participant))}
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
    </dl>
  )
}
