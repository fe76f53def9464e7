import Alert from 'antd/es/alert'
import Modal from 'antd/es/modal'
import type { ReactNode } from 'react'

export type FormDialogProps = {
  title: string
  okText: string
  cancelText: string
  isSaving: boolean
  /** The save's refusal in the user's words, shown above the form; null while there is none. */
  errorText: string | null
  /** Submits the form inside (its own rules run first). */
  onOk: () => void
  onClose: () => void
  children: ReactNode
}

/**
 * A dialog that saves one small form (a category, say): its refusal above the fields, the OK button busy while it
 * saves, nothing kept once closed.
 * @example <FormDialog title={t('add')} okText={t('save')} cancelText={t('cancel')} isSaving={save.isPending} errorText={null} onOk={() => form.submit()} onClose={onClose}><Form form={form}>…</Form></FormDialog>
 */
export const FormDialog = ({
  title,
  okText,
  cancelText,
  isSaving,
  errorText,
  onOk,
  onClose,
  children,
}: FormDialogProps) => (
  <Modal
    open
    title={title}
    okText={okText}
    cancelText={cancelText}
    confirmLoading={isSaving}
    onOk={onOk}
    onCancel={onClose}
    destroyOnHidden
  >
    {errorText && <Alert type="error" showIcon title={errorText} />}
    {children}
  </Modal>
)
