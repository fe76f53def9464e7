import UploadOutlined from '@ant-design/icons/UploadOutlined'
import {
  MAIL_ATTACHMENTS_MAX,
  checkMailAttachment,
  checkMailAttachments,
  cleanFileName,
  uploadContentType,
  type MailAttachment,
} from '@portal/contract'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Upload, { type UploadChangeParam, type UploadFile, type UploadProps } from 'antd/es/upload'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { uploadAttachment } from '../api/upload-attachment'

type Props = UploadProps<MailAttachment>

const toFileList = ({ fileList }: UploadChangeParam<UploadFile<MailAttachment>>) => fileList

/**
 * The attachments, each checked against the contract's limits (type, 10 MB each, 25 MB and 10 files in all)
 * before a byte is sent, then uploaded at once; a refusal or a failed upload is said under the field.
 */
export const AttachmentsField = () => {
  const { t } = useTranslation(['mail-sender', 'contract'])
  const form = Form.useFormInstance()
  const [refusal, setRefusal] = useState('')

  const beforeUpload: Props['beforeUpload'] = (file) => {
    const chosen: UploadFile[] = form.getFieldValue('attachments') ?? []
    const problem =
      checkMailAttachment(cleanFileName(file.name), uploadContentType(file.type), file.size) ??
      checkMailAttachments([...chosen.map((item) => item.size ?? 0), file.size])
    setRefusal(problem ? t('refused', { name: file.name, reason: t(`contract:${problem}`) }) : '')
    return problem ? Upload.LIST_IGNORE : true
  }

  const customRequest: Props['customRequest'] = ({ file, onSuccess, onError }) => {
    const chosen = file as File
    uploadAttachment(chosen).then(
      (uploaded) => onSuccess?.(uploaded),
      (error: Error) => {
        setRefusal(t('refused', { name: chosen.name, reason: toErrorMessage(error, t) }))
        onError?.(error)
      },
    )
  }

  const notUploadingRule = {
    validator: async (_rule: unknown, files: UploadFile[] = []) => {
      if (files.some((file) => file.status === 'uploading')) throw new Error(t('uploading'))
      if (files.some((file) => file.status === 'error')) throw new Error(t('uploadFailed'))
    },
  }

  return (
    <Form.Item
      name="attachments"
      label={t('attachments')}
      valuePropName="fileList"
      getValueFromEvent={toFileList}
      extra={refusal ? <span role="alert">{refusal}</span> : t('attachmentsHint')}
      rules={[notUploadingRule]}
    >
      <Upload<MailAttachment>
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        multiple
        maxCount={MAIL_ATTACHMENTS_MAX}
      >
        <Button icon={<UploadOutlined aria-hidden />}>{t('addAttachment')}</Button>
      </Upload>
    </Form.Item>
  )
}
