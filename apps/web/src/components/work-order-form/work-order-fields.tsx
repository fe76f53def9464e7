import './translations'
import {
  WORK_ORDER_ATTACHMENTS_MAX,
  WORK_ORDER_PRIORITIES,
  createWorkOrderSchema,
  type UploadedFile,
  type WorkOrderPriority,
} from '@portal/contract'
import Form from 'antd/es/form'
import Select from 'antd/es/select'
import type { UploadFile } from 'antd/es/upload'
import { useTranslation } from 'react-i18next'
import { AttachmentsField } from '@/components/attachments/attachments-field'
import { LazyRichTextEditor } from '@/components/rich-text-editor/lazy-rich-text-editor'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { useWorkOrderGroups } from '@/lib/work-orders/get-work-order-choices'
import { CategorySelect } from './category-select'
import { GroupSelect } from './group-select'
import { MemberSelect } from './member-select'

/** The values of a work order's own fields, whatever it is created from. */
export type WorkOrderFieldValues = {
  categoryId: string | null
  priority: WorkOrderPriority
  groupId: string | null
  assigneeId: string | null
  description: string
  /** The files uploaded for it (purpose workOrder); a save names them by id. */
  attachments: UploadFile<UploadedFile>[]
}

/** A new order's fields before anything is chosen. */
export const WORK_ORDER_FIELD_DEFAULTS: WorkOrderFieldValues = {
  categoryId: null,
  priority: 'normal',
  groupId: null,
  assigneeId: null,
  description: '',
  attachments: [],
}

/**
 * A new work order's fields inside its form: category, priority, group, assignee (of the group, when one is chosen)
 * the rich-text description and its attachments; the contract's rules check them here and on the server.
 */
export const WorkOrderFields = () => {
  const { t } = useTranslation(['work-order-form', 'contract'])
  const form = Form.useFormInstance<WorkOrderFieldValues>()
  const groupId = Form.useWatch('groupId', form)
  const groups = useWorkOrderGroups()
  const groupMembers = groups.data?.find((group) => group.id === groupId)?.memberIds

  // A member chosen before the group stays only if the group holds them.
  const handleGroupChange = (next: string | null) => {
    const members = groups.data?.find((group) => group.id === next)?.memberIds
    const assigneeId = form.getFieldValue('assigneeId') as string | null
    if (next && assigneeId && !members?.includes(assigneeId)) form.setFieldValue('assigneeId', null)
  }

  return (
    <>
      <Form.Item name="categoryId" label={t('category')}>
        <CategorySelect />
      </Form.Item>
      <Form.Item name="priority" label={t('priority')}>
        <Select
          options={WORK_ORDER_PRIORITIES.map((priority) => ({
            value: priority,
            label: t(`priority.${priority}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="groupId" label={t('group')}>
        <GroupSelect onChange={handleGroupChange} />
      </Form.Item>
      <Form.Item name="assigneeId" label={t('assignee')}>
        <MemberSelect memberIds={groupId ? (groupMembers ?? []) : undefined} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('description')}
        rules={[toSchemaRule(createWorkOrderSchema.shape.description, t)]}
      >
        <LazyRichTextEditor label={t('description')} />
      </Form.Item>
      <AttachmentsField purpose="workOrder" max={WORK_ORDER_ATTACHMENTS_MAX} />
    </>
  )
}
