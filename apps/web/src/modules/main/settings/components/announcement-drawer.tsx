import { NOTICE_LEVELS } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Drawer from 'antd/es/drawer'
import Form from 'antd/es/form'
import Space from 'antd/es/space'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import { usePublishAnnouncement } from '../api/publish-announcement'
import { ANNOUNCEMENT_FIELD_KEYS } from '../utils/announcement-field-keys'
import { serverFieldError } from '../utils/server-field-error'
import { toAnnouncementBody, type AnnouncementFormValues } from '../utils/to-announcement-body'
import { AnnouncementFields } from './announcement-fields'
import { AttachmentsField } from './attachments-field'
import { AudienceFields } from './audience-fields'

const INITIAL_VALUES: AnnouncementFormValues = {
  title: '',
  content: '',
  noticeLevel: NOTICE_LEVELS.normal,
  attachments: [],
  audienceKind: 'tenant',
  roleIds: [],
}

export type AnnouncementDrawerProps = { isOpen: boolean; onClose: () => void }

/**
 * The new-announcement form in a drawer. Closing it or a failed publish keeps everything typed; only a
 * successful publish clears it.
 */
export const AnnouncementDrawer = ({ isOpen, onClose }: AnnouncementDrawerProps) => {
  const { t } = useTranslation(['settings', 'contract'])
  const [form] = Form.useForm<AnnouncementFormValues>()
  const publish = usePublishAnnouncement()

  const handleFinish = (values: AnnouncementFormValues) =>
    publish.mutate(toAnnouncementBody(values), {
      onSuccess: () => {
        showToast('success', t('notice.published'))
        form.resetFields()
        publish.reset()
        onClose()
      },
      onError: (error) => {
        const field = serverFieldError(error, ANNOUNCEMENT_FIELD_KEYS, t)
        if (field) form.setFields([field])
      },
    })

  const footer = (
    <Space>
      <Button onClick={onClose}>{t('cancel')}</Button>
      <Button type="primary" loading={publish.isPending} onClick={() => form.submit()}>
        {t('notice.form.publish')}
      </Button>
    </Space>
  )

  return (
    <Drawer
      title={t('notice.new')}
      open={isOpen}
      onClose={onClose}
      size={720}
      forceRender
      footer={footer}
      closable={{ 'aria-label': t('cancel') }}
    >
      <Form form={form} layout="vertical" initialValues={INITIAL_VALUES} onFinish={handleFinish}>
        {publish.isError && (
          <Alert
            type="error"
            showIcon
            title={toErrorMessage(publish.error, t)}
            style={{ marginBottom: 16 }}
          />
        )}
        <AnnouncementFields />
        <AttachmentsField />
        <AudienceFields />
      </Form>
    </Drawer>
  )
}
