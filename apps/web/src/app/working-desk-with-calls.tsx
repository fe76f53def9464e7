import { TOOL_PERMISSIONS } from '@portal/contract'
import { usePermissions } from '@/lib/access/use-has-permission'
import { KnowledgeSuggestions } from '@/features/knowledge-suggestions/components/knowledge-suggestions'
import { DialButton } from '@/features/telephony/components/calls/dial-button'
import { NotTakenCallsCard } from '@/features/telephony/components/queue/not-taken-calls-card'
import { WaitingCallsCard } from '@/features/telephony/components/queue/waiting-calls-card'
import { WorkingDeskPage } from '@/features/working-desk/components/working-desk-page'

/**
 * The working desk with the call centre's cards, for an agent who may take calls: the queue view (pick a waiting
 * call) and the calls not taken with their call-back, and the call back from the current call's recent contacts.
 * Beside the current call, the knowledge base's suggestions follow its note. The features meet here, above them.
 */
export const WorkingDeskWithCalls = () => {
  const { can } = usePermissions()
  const callCards = can(TOOL_PERMISSIONS.speechAbility) ? (
    <>
      <WaitingCallsCard />
      <NotTakenCallsCard />
    </>
  ) : null
  return (
    <WorkingDeskPage
      callCards={callCards}
      callAside={(call) => (
        <KnowledgeSuggestions
          key={call.recordId}
          callRecordId={call.recordId}
          caller={{
            phone: call.phoneNumber,
            customer: call.customer && { id: call.customer.id, name: call.customer.name },
          }}
        />
      )}
      callBack={(call) => (
        <DialButton
          name={call.customer?.name ?? call.phoneNumber}
          customerId={call.customer?.id}
          recordId={call.customer ? undefined : call.recordId}
        />
      )}
    />
  )
}
