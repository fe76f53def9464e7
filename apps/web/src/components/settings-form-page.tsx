import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form, { type FormInstance } from 'antd/es/form'
import Spin from 'antd/es/spin'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'

type SettingsFormPageProps<Values> = {
  title: string
  /** What the page does, above the form. */
  intro?: ReactNode
  /** The load's or the save's failure, said above the form; null when neither failed. */
  error: unknown
  form: FormInstance<Values>
  /** The values saved on the server: a spinner until they come. */
  values: Values | undefined
  onFinish: (values: Values) => void
  isSaving: boolean
  saveLabel: string
  /** The label's and the field's widths (of 24 columns), and the form's widest. */
  columns: { label: number; field: number; maxWidth: number }
  children: ReactNode
}

/**
 * An administrator's page of one settings form (功能开关, 签入方式, 满意度调查...): its title, what went wrong, the form
 * once its saved values came, and Save.
 */
export function SettingsFormPage<Values>(props: SettingsFormPageProps<Values>) {
  const { t } = useTranslation()
  const { columns, error } = props
  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{props.title}</h1>
      {error != null && (
        <Alert type="error" showIcon title={toErrorMessage(error, t)} style={{ marginBottom: 16 }} />
      )}
      {props.intro}
      {!props.values ? (
        <Spin />
      ) : (
        <Form<Values>
          form={props.form}
          layout="horizontal"
          labelCol={{ span: columns.label }}
          wrapperCol={{ span: columns.field }}
          style={{ maxWidth: columns.maxWidth }}
          initialValues={props.values}
          onFinish={props.onFinish}
          // The save button ends a long page: a refused field may be a screen above it, so it is shown and focused.
          scrollToFirstError={{ block: 'center', focus: true }}
        >
          {props.children}
          <Form.Item wrapperCol={{ offset: columns.label }}>
            <Button type="primary" htmlType="submit" loading={props.isSaving}>
              {props.saveLabel}
            </Button>
          </Form.Item>
        </Form>
      )}
    </div>
  )
}
