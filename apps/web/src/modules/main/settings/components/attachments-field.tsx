import UploadOutlined from '@ant-design/icons/UploadOutlined'
import { ANNOUNCEMENT_ATTACHMENTS_MAX, type UploadedFile } from '@portal/contract'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Upload, { type UploadChangeParam, type UploadFile } from 'antd/es/upload'
import { useTranslation } from 'react-i18next'
import { useUploadProps } from '@/lib/files/use-upload-props'
import { showToast } from '@/lib/ui/toast'

const toFileList = ({ fileList }: UploadChangeParam<UploadFile<UploadedFile>>) => fileList

/** Attachments, each uploaded as soon as it is chosen (purpose 'message'); publishing waits for them all. */
export const AttachmentsField = () => {
  const { t } = useTranslation('settings')
  const uploadProps = useUploadProps('message', (name, reason) =>
    showToast('error', t('uploadFailed', { name, reason })),
  )
  const notUploadingRule = {
    validator: async (_rule: unknown, files: UploadFile[] = []) => {
      if (files.some((file) => file.status === 'uploading'))
        throw new Error(t('notice.form.attachmentsUploading'))
    },
  }
  return (
    <Form.Item
      name="attachments"
      label={t('notice.form.attachments')}
      valuePropName="fileList"
      getValueFromEvent={toFileList}
      extra={t('notice.form.attachmentsHint', { count: ANNOUNCEMENT_ATTACHMENTS_MAX })}
      rules={[notUploadingRule]}
    >
      <Upload<UploadedFile> {...uploadProps} multiple maxCount={ANNOUNCEMENT_ATTACHMENTS_MAX}>
        <Button icon={<UploadOutlined />}>{t('notice.form.upload')}</Button>
      </Upload>
    </Form.Item>
  )
}
