import UploadOutlined from '@ant-design/icons/UploadOutlined'
import {
  KNOWLEDGE_ATTACHMENTS_MAX,
  uploadContentType,
  uploadProblem,
  type UploadedFile,
} from '@portal/contract'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Upload, { type UploadChangeParam, type UploadFile, type UploadProps } from 'antd/es/upload'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { uploadKnowledgeFile } from '../api/upload-knowledge-file'

type Props = UploadProps<UploadedFile>

const toFileList = ({ fileList }: UploadChangeParam<UploadFile<UploadedFile>>) => fileList

/** An article's attachments, each uploaded as soon as it is chosen; saving waits for them all. */
export const KnowledgeAttachmentsField = () => {
  const { t } = useTranslation(['kmp', 'contract'])
  const [refusal, setRefusal] = useState('')

  const beforeUpload: Props['beforeUpload'] = (file) => {
    const problem = uploadProblem('knowledge', uploadContentType(file.type), file.size)
    setRefusal(
      problem ? t('editor.uploadRefused', { name: file.name, reason: t(`contract:${problem}`) }) : '',
    )
    return problem ? Upload.LIST_IGNORE : true
  }

  const customRequest: Props['customRequest'] = ({ file, onSuccess, onError }) => {
    const chosen = file as File
    uploadKnowledgeFile(chosen).then(
      (uploaded) => onSuccess?.(uploaded),
      (error: Error) => {
        setRefusal(t('editor.uploadRefused', { name: chosen.name, reason: toErrorMessage(error, t) }))
        onError?.(error)
      },
    )
  }

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
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        multiple
        maxCount={KNOWLEDGE_ATTACHMENTS_MAX}
      >
        <Button icon={<UploadOutlined aria-hidden />}>{t('editor.addAttachment')}</Button>
      </Upload>
    </Form.Item>
  )
}
