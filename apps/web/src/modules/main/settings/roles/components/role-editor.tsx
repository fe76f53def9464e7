import {
  ROLE_CODE_MAX_LENGTH,
  ROLE_NAME_MAX_LENGTH,
  roleFormSchema,
  type Locale,
  type Role,
} from '@portal/contract'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { showToast } from '@/lib/ui/toast'
import { useRoleMenuCodes } from '../api/get-role-menu-codes'
import { useSaveRole } from '../api/save-role'
import { buildPermissionSections } from '../utils/permission-sections'
import { PermissionPicker } from './permission-picker'
import { SettingsFormDrawer } from '../../components/settings-form-drawer'

export type RoleEditorProps = {
  isOpen: boolean
  /** The role being edited; none for a new one. */
  role?: Role
  onClose: () => void
}

type RoleFormValues = { code: string; name: string; nameEn: string; permissions: string[] }

const NEW_ROLE: RoleFormValues = { code: '', name: '', nameEn: '', permissions: [] }

/** Creates or edits a role: its names, its code, and the codes it grants, ticked as the menu is grouped. */
export const RoleEditor = ({ isOpen, role, onClose }: RoleEditorProps) => {
  const { t, i18n } = useTranslation(['roles', 'settings', 'contract'])
  const [form] = Form.useForm<RoleFormValues>()
  const menu = useRoleMenuCodes()
  const save = useSaveRole()
  const locale = i18n.language as Locale
  const sections = useMemo(
    () => buildPermissionSections(menu.data ?? [], locale, t('roles:menuEntries')),
    [menu.data, locale, t],
  )

  const handleClose = () => {
    save.reset()
    onClose()
  }
  const handleFinish = (values: RoleFormValues) =>
    save.mutate(
      { id: role?.id, body: values },
      {
        onSuccess: () => {
          showToast('success', t('roles:saved'))
          handleClose()
        },
      },
    )

  return (
    <SettingsFormDrawer
      title={role ? t('roles:edit') : t('roles:new')}
      isOpen={isOpen}
      onClose={handleClose}
      onSave={() => form.submit()}
      isSaving={save.isPending}
      error={save.error ?? menu.error}
      size={640}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={role ? { ...role, permissions: [...role.permissions] } : NEW_ROLE}
        onFinish={handleFinish}
      >
        <Form.Item
          name="name"
          label={t('roles:form.name')}
          rules={[toSchemaRule(roleFormSchema.shape.name, t)]}
        >
          <Input maxLength={ROLE_NAME_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="nameEn"
          label={t('roles:form.nameEn')}
          rules={[toSchemaRule(roleFormSchema.shape.nameEn, t)]}
        >
          <Input maxLength={ROLE_NAME_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('roles:form.code')}
          rules={[toSchemaRule(roleFormSchema.shape.code, t)]}
        >
          <Input maxLength={ROLE_CODE_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="permissions"
          label={t('roles:form.permissions')}
          extra={t('roles:form.permissionsHint')}
        >
          <PermissionPicker sections={sections} />
        </Form.Item>
      </Form>
    </SettingsFormDrawer>
  )
}
