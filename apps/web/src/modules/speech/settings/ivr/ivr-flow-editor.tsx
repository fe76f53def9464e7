import type { IvrFlow, IvrSkillGroupOption } from '@portal/contract'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Space from 'antd/es/space'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import { useSaveIvrFlow } from './api/change-ivr-flow'
import { BusinessHoursFields } from './business-hours-fields'
import { IvrMenuFields } from './ivr-menu-fields'
import { newMenu, toFormValues, toIvrFlowForm, type IvrFormValues } from './ivr-form-values'

export type IvrFlowEditorProps = {
  /** The flow to edit; null: a new one. */
  flow: IvrFlow | null
  skillGroups: IvrSkillGroupOption[]
  onDone: () => void
}

/** One flow's editor: its name, its menu tree (the first menu is where calls start) and its business hours. */
export const IvrFlowEditor = ({ flow, skillGroups, onDone }: IvrFlowEditorProps) => {
  const { t } = useTranslation(['call-centre-ivr', 'contract'])
  const [form] = Form.useForm<IvrFormValues>()
  const save = useSaveIvrFlow()
  const watchedMenus = Form.useWatch('menus', form) as IvrFormValues['menus'] | undefined
  const menus = (watchedMenus ?? []).map((menu, index) => ({
    id: menu?.id ?? '',
    name: menu?.name || t('menuNumber', { n: index + 1 }),
  }))
  const initialValues = toFormValues(flow?.name ?? '', flow?.definition ?? null, {
    name: t('mainMenu'),
    greeting: t('defaultGreeting'),
  })

  const handleFinish = (values: IvrFormValues) =>
    save.mutate(
      { id: flow?.id ?? null, form: toIvrFlowForm(values) },
      {
        onSuccess: () => {
          showToast('success', t('saved'))
          onDone()
        },
        onError: (error) => showToast('error', toErrorMessage(error, t)),
      },
    )

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={handleFinish}
      aria-label={t('editorTitle')}
    >
      <Form.Item name="name" label={t('flowName')} rules={[{ required: true, whitespace: true, max: 40 }]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.List name="menus">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <IvrMenuFields
                key={field.key}
                index={field.name}
                skillGroups={skillGroups}
                menus={menus}
                onRemove={field.name === 0 ? undefined : () => remove(field.name)}
              />
            ))}
            <Button
              onClick={() => add(newMenu(t('menuNumber', { n: fields.length + 1 }), t('defaultGreeting')))}
            >
              {t('addMenu')}
            </Button>
          </>
        )}
      </Form.List>
      <div style={{ marginTop: 24 }}>
        <BusinessHoursFields />
      </div>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
        <Button onClick={onDone}>{t('cancel')}</Button>
      </Space>
    </Form>
  )
}
