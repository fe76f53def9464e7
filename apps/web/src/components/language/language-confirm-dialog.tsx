import Modal from 'antd/es/modal/Modal'
import { useTranslation } from 'react-i18next'

export type LanguageConfirmDialogProps = { languageName: string; onConfirm: () => void; onCancel: () => void }

/** Asks before switching the language, since the switch reloads the page (spec §4). */
export const LanguageConfirmDialog = ({ languageName, onConfirm, onCancel }: LanguageConfirmDialogProps) => {
  const { t } = useTranslation()
  return (
    <Modal
      open
      title={t('language.confirmTitle')}
      okText={t('confirm')}
      cancelText={t('cancel')}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <p>{t('language.confirmContent', { name: languageName })}</p>
    </Modal>
  )
}
