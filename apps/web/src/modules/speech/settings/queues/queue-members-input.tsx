import { DEFAULT_SKILL_LEVEL, QUEUE_LIMITS } from '@portal/contract'
import InputNumber from 'antd/es/input-number'
import Select from 'antd/es/select'
import { useTranslation } from 'react-i18next'
import type { CustomFieldInputProps } from '@/modules/main/settings/reference-data/reference-field'
import { useQueueStaffOptions } from './api/get-queue-staff'

/** A member as the form holds it; one read from the list also carries their name. */
type Member = { accountId: string; skillLevel: number; name?: string }

const { min, max } = QUEUE_LIMITS.skillLevel

/**
 * A skill group's members: chosen from the tenant's staff, each with their skill level (1–10, which the
 * "by skill level" strategy rings highest first).
 */
export const QueueMembersInput = ({ id, label, value, onChange }: CustomFieldInputProps) => {
  const { t } = useTranslation('call-centre-queues')
  const staff = useQueueStaffOptions()
  const members = (value as Member[] | undefined) ?? []
  const nameOf = (member: Member) =>
    member.name ?? staff.find((option) => option.value === member.accountId)?.label ?? ''

  const handleChoose = (accountIds: string[]) =>
    onChange?.(
      accountIds.map(
        (accountId) =>
          members.find((member) => member.accountId === accountId) ?? {
            accountId,
            skillLevel: DEFAULT_SKILL_LEVEL,
          },
      ),
    )
  const handleLevel = (accountId: string, skillLevel: number | null) =>
    onChange?.(
      members.map((member) =>
        member.accountId === accountId ? { ...member, skillLevel: skillLevel ?? member.skillLevel } : member,
      ),
    )

  return (
    <>
      <Select
        id={id}
        aria-label={label}
        mode="multiple"
        optionFilterProp="label"
        placeholder={t('members.choose')}
        options={staff}
        value={members.map((member) => member.accountId)}
        onChange={handleChoose}
      />
      {members.length > 0 && (
        <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
          {members.map((member) => (
            <li
              key={member.accountId}
              style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: 2 }}
            >
              <span>{nameOf(member)}</span>
              <InputNumber
                aria-label={t('members.skillLevel', { name: nameOf(member) })}
                size="small"
                min={min}
                max={max}
                precision={0}
                value={member.skillLevel}
                onChange={(level) => handleLevel(member.accountId, level)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
