import type { IvrSkillGroupOption } from '@portal/contract'
import Form from 'antd/es/form'
import Select from 'antd/es/select'
import Space from 'antd/es/space'
import { useTranslation } from 'react-i18next'

export type IvrActionFieldProps = {
  /** Where the action sits, relative to the form list around it, e.g. [0, 'onTimeout']. */
  name: (string | number)[]
  /** The same place from the form's root, e.g. ['menus', 0, 'onTimeout']. */
  path: (string | number)[]
  /** Names the controls, e.g. 按键 2 的去向. */
  label: string
  skillGroups: IvrSkillGroupOption[]
  menus: { id: string; name: string }[]
}

const ACTION_KINDS = ['QUEUE', 'MENU', 'CALLBACK', 'HANGUP'] as const

/** Where a key, silence or a wrong key leads: a skill group's queue, a sub-menu, a call-back request or hang-up. */
export const IvrActionField = ({ name, path, label, skillGroups, menus }: IvrActionFieldProps) => {
  const { t } = useTranslation('call-centre-ivr')
  const form = Form.useFormInstance()
  const kind = Form.useWatch([...path, 'kind'], form) as (typeof ACTION_KINDS)[number] | undefined
  return (
    <Space wrap>
      <Form.Item name={[...name, 'kind']} noStyle rules={[{ required: true, message: t('required') }]}>
        <Select
          aria-label={label}
          style={{ width: 160 }}
          options={ACTION_KINDS.map((value) => ({ value, label: t(`action.${value}`) }))}
        />
      </Form.Item>
      {kind === 'QUEUE' && (
        <Form.Item
          name={[...name, 'skillGroupId']}
          noStyle
          rules={[{ required: true, message: t('required') }]}
        >
          <Select
            aria-label={t('skillGroupOf', { label })}
            style={{ width: 180 }}
            options={skillGroups.map((group) => ({ value: group.id, label: group.name }))}
          />
        </Form.Item>
      )}
      {kind === 'MENU' && (
        <Form.Item name={[...name, 'menuId']} noStyle rules={[{ required: true, message: t('required') }]}>
          <Select
            aria-label={t('menuOf', { label })}
            style={{ width: 180 }}
            options={menus.map((menu) => ({ value: menu.id, label: menu.name }))}
          />
        </Form.Item>
      )}
    </Space>
  )
}
