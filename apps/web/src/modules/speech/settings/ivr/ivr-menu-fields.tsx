import { IVR_KEYS, type IvrSkillGroupOption } from '@portal/contract'
import Button from 'antd/es/button'
import Card from 'antd/es/card'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import InputNumber from 'antd/es/input-number'
import Select from 'antd/es/select'
import Space from 'antd/es/space'
import { useTranslation } from 'react-i18next'
import { IvrActionField } from './ivr-action-field'

export type IvrMenuFieldsProps = {
  /** The menu's index in the form's menus. */
  index: number
  skillGroups: IvrSkillGroupOption[]
  menus: { id: string; name: string }[]
  /** The first menu, where calls start, cannot be removed. */
  onRemove?: () => void
}

/** One menu of a flow: its name, greeting, keys and where each leads, the timeout and what follows it, a wrong key. */
export const IvrMenuFields = ({ index, skillGroups, menus, onRemove }: IvrMenuFieldsProps) => {
  const { t } = useTranslation('call-centre-ivr')
  const form = Form.useFormInstance()
  const menuName =
    (Form.useWatch(['menus', index, 'name'], form) as string | undefined) || t('menuNumber', { n: index + 1 })
  const targets = { skillGroups, menus }
  return (
    <Card
      size="small"
      title={index === 0 ? t('firstMenu', { name: menuName }) : menuName}
      extra={
        onRemove && (
          <Button type="link" danger onClick={onRemove} aria-label={t('removeMenu', { name: menuName })}>
            {t('remove')}
          </Button>
        )
      }
      style={{ marginBottom: 16 }}
    >
      <Form.Item name={[index, 'id']} hidden>
        <Input />
      </Form.Item>
      <Form.Item
        name={[index, 'name']}
        label={t('menuName')}
        rules={[{ required: true, whitespace: true, max: 40 }]}
      >
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item
        name={[index, 'greeting']}
        label={t('greeting')}
        rules={[{ required: true, whitespace: true, max: 500 }]}
      >
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Form.List name={[index, 'keys']}>
        {(fields, { add, remove }) => (
          <Form.Item label={t('keys')}>
            {fields.map((field) => (
              <KeyRow
                key={field.key}
                menuIndex={index}
                keyIndex={field.name}
                onRemove={() => remove(field.name)}
                {...targets}
              />
            ))}
            <Button onClick={() => add({ key: undefined, action: { kind: 'HANGUP' } })}>{t('addKey')}</Button>
          </Form.Item>
        )}
      </Form.List>
      <Form.Item name={[index, 'timeoutSeconds']} label={t('timeoutSeconds')} rules={[{ required: true }]}>
        <InputNumber min={2} max={30} precision={0} />
      </Form.Item>
      <Form.Item label={t('onTimeout')}>
        <IvrActionField
          name={[index, 'onTimeout']}
          path={['menus', index, 'onTimeout']}
          label={t('onTimeoutOf', { name: menuName })}
          {...targets}
        />
      </Form.Item>
      <Form.Item label={t('onWrongKey')}>
        <IvrActionField
          name={[index, 'onWrongKey']}
          path={['menus', index, 'onWrongKey']}
          label={t('onWrongKeyOf', { name: menuName })}
          {...targets}
        />
      </Form.Item>
    </Card>
  )
}

type KeyRowProps = Omit<IvrMenuFieldsProps, 'index' | 'onRemove'> & {
  menuIndex: number
  keyIndex: number
  onRemove: () => void
}

const KeyRow = ({ menuIndex, keyIndex, onRemove, ...targets }: KeyRowProps) => {
  const { t } = useTranslation('call-centre-ivr')
  const key = Form.useWatch(['menus', menuIndex, 'keys', keyIndex, 'key'], Form.useFormInstance()) as
    string | undefined
  const which = key ?? String(keyIndex + 1)
  return (
    <Space wrap align="start" style={{ display: 'flex', marginBottom: 8 }}>
      <Form.Item name={[keyIndex, 'key']} noStyle rules={[{ required: true, message: t('required') }]}>
        <Select
          aria-label={t('keyNumber', { n: keyIndex + 1 })}
          style={{ width: 80 }}
          options={IVR_KEYS.map((value) => ({ value, label: value }))}
        />
      </Form.Item>
      <IvrActionField
        name={[keyIndex, 'action']}
        path={['menus', menuIndex, 'keys', keyIndex, 'action']}
        label={t('keyLeadsTo', { key: which })}
        {...targets}
      />
      <Button type="link" danger onClick={onRemove} aria-label={t('removeKey', { key: which })}>
        {t('remove')}
      </Button>
    </Space>
  )
}
