import {
  OVERFLOW_ACTIONS,
  QUEUE_ROUTES,
  queueFormSchema,
  RING_STRATEGIES,
  type QueueItem,
} from '@portal/contract'
import i18next from 'i18next'
import { useReferenceItems } from '@/modules/main/settings/reference-data/api/reference-list-queries'
import { choiceField } from '@/modules/main/settings/reference-data/choice-field'
import type { ReferenceField } from '@/modules/main/settings/reference-data/reference-field'
import type { ReferenceListDescription } from '@/modules/main/settings/reference-data/reference-list-description'
import { useQueueDefaults } from './api/get-queue-defaults'
import { QueueMembersInput } from './queue-members-input'
import { joinNames } from '@/lib/i18n/join-names'

const LIST = { name: 'queues', namespace: 'call-centre-queues' } as const
const text = (key: string, values?: Record<string, unknown>) => i18next.t(`call-centre-queues:${key}`, values)
const form = queueFormSchema.shape

/** The other skill groups, to overflow to. */
const useOverflowQueueOptions = () =>
  (useReferenceItems(QUEUE_ROUTES).data ?? []).map((queue) => ({
    value: queue.id,
    label: String(queue.name),
  }))

/** A whole number a skill group may leave blank; the table and the blank drawer field say what blank means. */
const optionalNumber = (
  name: 'ringTimeoutSeconds' | 'maxOffersPerAgent' | 'maxWaitSeconds' | 'announceEverySeconds',
  blank: () => string,
  usePlaceholder: () => string | undefined = blank,
): ReferenceField => ({
  name,
  kind: 'number',
  schema: form[name],
  inTable: true,
  usePlaceholder,
  display: (item) => (item[name] === null ? blank() : String(item[name])),
})
/** A blank ring timeout or offers per agent follows the tenant's call-centre setting, named with its value. */
const tenantDefault = (name: 'ringTimeoutSeconds' | 'maxOffersPerAgent') =>
  optionalNumber(
    name,
    () => text('tenantSetting'),
    () => {
      const value = useQueueDefaults().data?.[name]
      return value === undefined ? undefined : text('tenantDefault', { value })
    },
  )

/** The queues page's one list: the skill groups, their members with skill levels, ring and waiting rules. */
export const QUEUE_LIST_DESCRIPTION: ReferenceListDescription = {
  ...LIST,
  routes: QUEUE_ROUTES,
  fields: [
    { name: 'name', kind: 'text', schema: form.name, inTable: true, maxLength: 30 },
    {
      name: 'members',
      kind: 'custom',
      schema: form.members,
      inTable: true,
      Input: QueueMembersInput,
      display: (item) =>
        joinNames(
          (item.members as QueueItem['members']).map((member) =>
            text('members.summary', { name: member.name, level: member.skillLevel }),
          ),
        ) || text('members.none'),
    },
    choiceField(LIST, 'ringStrategy', form.ringStrategy, RING_STRATEGIES),
    tenantDefault('ringTimeoutSeconds'),
    tenantDefault('maxOffersPerAgent'),
    optionalNumber('maxWaitSeconds', () => text('noLimit')),
    choiceField(LIST, 'overflowAction', form.overflowAction, OVERFLOW_ACTIONS),
    {
      name: 'overflowSkillGroupId',
      kind: 'select',
      schema: form.overflowSkillGroupId,
      isClearable: true,
      useOptions: useOverflowQueueOptions,
    },
    {
      name: 'offersQueuedCallback',
      kind: 'switch',
      schema: form.offersQueuedCallback,
      inTable: true,
      display: (item) => text(item.offersQueuedCallback ? 'on' : 'off'),
    },
    optionalNumber('announceEverySeconds', () => text('noAnnouncement')),
  ],
  newValues: {
    members: [],
    ringStrategy: 'LONGEST_IDLE',
    ringTimeoutSeconds: null,
    maxOffersPerAgent: null,
    maxWaitSeconds: null,
    overflowAction: 'HANGUP',
    overflowSkillGroupId: null,
    offersQueuedCallback: false,
    announceEverySeconds: null,
  },
}
