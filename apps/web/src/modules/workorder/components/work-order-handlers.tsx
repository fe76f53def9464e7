import type { WorkOrder } from '@portal/contract'
import { useTranslation } from 'react-i18next'
import { GroupSelect } from '@/components/work-order-form/group-select'
import { MemberSelect } from '@/components/work-order-form/member-select'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import { useWorkOrderGroups } from '@/lib/work-orders/get-work-order-choices'
import { handlerName } from './work-order-table'
import { useAssignWorkOrder } from '../api/work-order-changes'

/**
 * Who handles an order, changed here at once: its group, and a member (of the group, when it has one); a new
 * group drops a member who is not of it. Whoever is given it is told.
 */
export const WorkOrderHandlers = ({ workOrder }: { workOrder: WorkOrder }) => {
  const { t } = useTranslation('workorder')
  const assign = useAssignWorkOrder()
  const groups = useWorkOrderGroups()
  const groupId = workOrder.group?.id ?? null
  const membersOf = (id: string | null) => groups.data?.find((group) => group.id === id)?.memberIds

  const handleAssign = (to: { groupId: string | null; assigneeId: string | null }) =>
    assign.mutate(
      { id: workOrder.id, ...to },
      {
        onSuccess: (changed) =>
          showToast(
            'success',
            changed.group || changed.assignee
              ? t('detail.assigned', { name: handlerName(changed, '') })
              : t('detail.unassigned'),
          ),
        onError: (error) => showToast('error', toErrorMessage(error, t)),
      },
    )

  const handleGroupChange = (next: string | null) => {
    const assigneeId = workOrder.assignee?.id ?? null
    const keeps = !next || !assigneeId || (membersOf(next)?.includes(assigneeId) ?? false)
    handleAssign({ groupId: next, assigneeId: keeps ? assigneeId : null })
  }

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <GroupSelect
        aria-label={t('detail.assignGroup')}
        value={groupId}
        disabled={assign.isPending}
        onChange={handleGroupChange}
      />
      <MemberSelect
        aria-label={t('detail.assign')}
        value={workOrder.assignee?.id ?? null}
        memberIds={groupId ? (membersOf(groupId) ?? []) : undefined}
        disabled={assign.isPending}
        onChange={(assigneeId) => handleAssign({ groupId, assigneeId })}
      />
    </div>
  )
}
