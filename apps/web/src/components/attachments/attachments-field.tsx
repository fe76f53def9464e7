import './translations'
import UploadOutlined from '@ant-design/icons/UploadOutlined'
import type { FilePurpose, UploadedFile } from '@portal/contract'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Upload, { type UploadChangeParam, type UploadFile } from 'antd/es/upload'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUploadProps } from '@/lib/files/use-upload-props'

const toFileList = ({ fileList }: UploadChangeParam<UploadFile<UploadedFile>>) => fileList

export type AttachmentsFieldProps = {
  /** What the files are for: it decides who may upload and download them. */
  purpose: FilePurpose
  /** How many files the record may carry (the contract's limit). */
  max: number
  /** The form's field holding the upload list; `uploadedIds` turns it into the ids a save names. */
  name?: string
}

/**
 * A form's 附件 field: each file uploaded as soon as it is chosen, after the contract's checks (size, type), a
 * refusal said under the field; the form is not sent while one is still uploading.
 * @example <AttachmentsField purpose="workOrder" max={WORK_ORDER_ATTACHMENTS_MAX} />
 */
export const AttachmentsField = ({ purpose, max, name = 'attachments' }: AttachmentsFieldProps) => {
  const { t } = useTranslation('attachments')
  const [refusal, setRefusal] = useState('')

  const { beforeUpload, customRequest } = useUploadProps(purpose, (fileName, reason) =>
    setRefusal(t('refused', { name: fileName, reason })),
  )

  const notUploadingRule = {
    validator: async (_rule: unknown, files: UploadFile[] = []) => {
      if (files.some((file) => file.status === 'uploading')) throw new Error(t('uploading'))
    },
  }

  return (
    <Form.Item
      name={name}
      label={t('label')}
      valuePropName="fileList"
      getValueFromEvent={toFileList}
      extra={refusal ? <span role="alert">{refusal}</span> : t('hint', { count: max })}
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
        maxCount={max}
      >
        <Button icon={<UploadOutlined aria-hidden />}>{t('add')}</Button>
      </Upload>
    </Form.Item>
  )
}
