import UploadOutlined from '@ant-design/icons/UploadOutlined'
import { KNOWLEDGE_ATTACHMENTS_MAX, type UploadedFile } from '@portal/contract'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Upload, { type UploadChangeParam, type UploadFile } from 'antd/es/upload'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUploadProps } from '@/lib/files/use-upload-props'

const toFileList = ({ fileList }: UploadChangeParam<UploadFile<UploadedFile>>) => fileList

/** An article's attachments, each uploaded as soon as it is chosen; saving waits for them all. */
export const KnowledgeAttachmentsField = () => {
  const { t } = useTranslation(['kmp', 'contract'])
  const [refusal, setRefusal] = useState('')

  const { beforeUpload, customRequest } = useUploadProps('knowledge', (name, reason) =>
    setRefusal(t('editor.uploadRefused', { name, reason })),
  )

  const notUploadingRule = {
    validator: async (_rule: unknown, files: UploadFile[] = []) => {
      if (files.some((file) => file.status === 'uploading')) throw new Error(t('editor.uploading'))
    },
  }

  return (
    <Form.Item
      name="attachments"
      label={t('editor.attachments')}
      valuePropName="fileList"
      getValueFromEvent={toFileList}
      extra={
        refusal ? (
          <span role="alert">{refusal}</span>
        ) : (
          t('editor.attachmentsHint', { count: KNOWLEDGE_ATTACHMENTS_MAX })
        )
      }
      rules={[notUploadingRule]}
    >
      <Upload<UploadedFile>
        beforeUpload={(file, list) => {
          // A new choice clears the last refusal; a refused one says so again.
          setRefusal('')
          return beforeUpload(file, list)
        }}
        customRequest={customRequest}
        multiple
        maxCount={KNOWLEDGE_ATTACHMENTS_MAX}
      >
        <Button icon={<UploadOutlined aria-hidden />}>{t('editor.addAttachment')}</Button>
      </Upload>
    </Form.Item>
  )
}
