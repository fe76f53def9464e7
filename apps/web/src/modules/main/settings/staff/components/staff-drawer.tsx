import {
  EMPLOYEE_NUMBER_MAX_LENGTH,
  staffCreateSchema,
  type StaffCreateForm,
  type StaffMember,
} from '@portal/contract'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Select from 'antd/es/select'
import { useTranslation } from 'react-i18next'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { showToast } from '@/lib/ui/toast'
import { useStaffOptions } from '../api/get-staff'
import { useSaveStaff } from '../api/save-staff'
import { SettingsFormDrawer } from '../../components/settings-form-drawer'

export type StaffDrawerProps = {
  isOpen: boolean
  /** The member being edited; none for a new one. */
  member?: StaffMember
  onClose: () => void
}

type StaffFormValues = Required<StaffCreateForm>

const fields = staffCreateSchema.shape

const toFormValues = (member?: StaffMember): Partial<StaffFormValues> =>
  member
    ? {
        name: member.name,
        email: member.email ?? '',
        employeeNo: member.employeeNo ?? '',
        phone: member.phone ?? '',
        roleId: member.role.id,
        skillGroupIds: member.skillGroups.map((group) => group.id),
      }
    : { skillGroupIds: [] }

/**
 * Invites a member (who gets an e-mail to set their password, or to accept with an existing account) or edits one:
 * name, phone, role (never one's own), skill groups.
 */
export const StaffDrawer = ({ isOpen, member, onClose }: StaffDrawerProps) => {
  const { t } = useTranslation(['settings', 'contract'])
  const [form] = Form.useForm<StaffFormValues>()
  const options = useStaffOptions()
  const save = useSaveStaff()
  const isNew = !member

  const handleClose = () => {
    save.reset()
    onClose()
  }
  const handleFinish = ({ name, phone, roleId, skillGroupIds, email, employeeNo }: StaffFormValues) => {
    const edit = { name, phone: phone ?? '', roleId, skillGroupIds: skillGroupIds ?? [] }
    const input = member
      ? { id: member.id, body: edit }
      : { body: { ...edit, email, employeeNo: employeeNo ?? '' } }
    save.mutate(input, {
      onSuccess: () => {
        showToast('success', t(isNew ? 'staff.created' : 'staff.saved', { email }))
        handleClose()
      },
    })
  }
  const toOptions = (items: readonly { id: string; name: string }[] = []) =>
    items.map((item) => ({ value: item.id, label: item.name }))

  return (
    <SettingsFormDrawer
      title={isNew ? t('staff.new') : t('staff.edit')}
      isOpen={isOpen}
      onClose={handleClose}
      onSave={() => form.submit()}
      isSaving={save.isPending}
      error={save.error}
    >
      <Form form={form} layout="vertical" initialValues={toFormValues(member)} onFinish={handleFinish}>
        <Form.Item name="name" label={t('staff.form.name')} rules={[toSchemaRule(fields.name, t)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('staff.form.email')}
          extra={isNew ? t('staff.form.emailHint') : undefined}
          rules={isNew ? [toSchemaRule(fields.email, t)] : []}
        >
          <Input type="email" disabled={!isNew} />
        </Form.Item>
        <Form.Item
          name="employeeNo"
          label={t('staff.form.employeeNo')}
          rules={isNew ? [toSchemaRule(fields.employeeNo, t)] : []}
        >
          <Input maxLength={EMPLOYEE_NUMBER_MAX_LENGTH} disabled={!isNew} />
        </Form.Item>
        <Form.Item name="phone" label={t('staff.form.phone')} rules={[toSchemaRule(fields.phone, t)]}>
          <Input inputMode="numeric" maxLength={16} />
        </Form.Item>
        <Form.Item
          name="roleId"
          label={t('staff.form.role')}
          rules={[toSchemaRule(fields.roleId, t)]}
          // Nobody changes their own role (the server refuses it too): said here before anyone tries.
          extra={member?.isSelf ? t('contract:role.grantOwnRole') : undefined}
        >
          <Select
            aria-label={t('staff.form.role')}
            disabled={member?.isSelf}
            loading={options.isLoading}
            options={toOptions(options.data?.roles)}
          />
        </Form.Item>
        <Form.Item name="skillGroupIds" label={t('staff.form.skillGroups')}>
          <Select
            mode="multiple"
            aria-label={t('staff.form.skillGroups')}
            loading={options.isLoading}
            options={toOptions(options.data?.skillGroups)}
          />
        </Form.Item>
      </Form>
    </SettingsFormDrawer>
  )
}
