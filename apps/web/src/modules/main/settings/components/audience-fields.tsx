import { announcementAudienceSchema } from '@portal/contract'
import Form from 'antd/es/form'
import Radio from 'antd/es/radio'
import Select from 'antd/es/select'
import { useTranslation } from 'react-i18next'
import { useAudienceRoles } from '../api/get-audience-roles'
import { AUDIENCE_KINDS, type AudienceKind } from '../utils/announcement-audience'
import { toSchemaRule } from '@/lib/forms/form-rules'

const roleIdsSchema = announcementAudienceSchema.options[1].shape.roleIds

/** Who the announcement is for: the whole tenant, or the holders of the chosen roles. */
export const AudienceFields = () => {
  const { t } = useTranslation(['settings', 'contract'])
  const kind = Form.useWatch<AudienceKind | undefined>('audienceKind')
  const roles = useAudienceRoles()
  return (
    <>
      <Form.Item name="audienceKind" label={t('notice.form.audience')}>
        <Radio.Group
          aria-label={t('notice.form.audience')}
          options={AUDIENCE_KINDS.map((value) => ({ value, label: t(`notice.audience.${value}`) }))}
        />
      </Form.Item>
      {kind === 'roles' && (
        <Form.Item name="roleIds" label={t('notice.form.roles')} rules={[toSchemaRule(roleIdsSchema, t, [])]}>
          <Select
            mode="multiple"
            loading={roles.isLoading}
            optionFilterProp="label"
            options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
          />
        </Form.Item>
      )}
    </>
  )
}
