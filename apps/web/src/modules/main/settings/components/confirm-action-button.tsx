import Button from 'antd/es/button'
import Popconfirm from 'antd/es/popconfirm'
import { useTranslation } from 'react-i18next'

export type ConfirmActionButtonProps = {
  /** The button's visible text, e.g. 撤回. */
  text: string
  /** Its accessible name, naming what it acts on. */
  label: string
  /** The question asked before acting. */
  question: string
  isPending: boolean
  onConfirm: () => void
}

/** A dangerous row action (withdraw, delete) that asks first. */
export const ConfirmActionButton = ({
  text,
  label,
  question,
  isPending,
  onConfirm,
}: ConfirmActionButtonProps) => {
  const { t } = useTranslation('settings')
  return (
    <Popconfirm
      title={question}
      okText={t('confirm')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button type="link" danger size="small" loading={isPending} aria-label={label}>
        {text}
      </Button>
    </Popconfirm>
  )
}
