import UploadOutlined from '@ant-design/icons/UploadOutlined'
import { WEB_IMAGE_TYPES, type UploadedFile } from '@portal/contract'
import Button from 'antd/es/button'
import Upload from 'antd/es/upload'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BANNER_ASPECT_RATIO } from '@/lib/banners/banner-aspect-ratio'
import { useUploadProps } from '@/lib/files/use-upload-props'
import { showToast } from '@/lib/ui/toast'

export type BannerImageFieldProps = {
  /** The uploaded image's fileRelationId. */
  value?: string
  onChange?: (fileRelationId: string) => void
  /** Where the saved image can be seen, when editing a banner. */
  savedImageUrl?: string
  id?: string
}

/** The banner's image: a preview and an upload button (images only, purpose 'banner'). */
export const BannerImageField = ({ value, onChange, savedImageUrl, id }: BannerImageFieldProps) => {
  const { t } = useTranslation('settings')
  const { beforeUpload, customRequest } = useUploadProps('banner', (name, reason) =>
    showToast('error', t('uploadFailed', { name, reason })),
  )
  const [isUploading, setIsUploading] = useState(false)
  // A fresh upload is shown from the chosen file itself, so the preview never waits on the server.
  const [localPreview, setLocalPreview] = useState<string>()
  useEffect(() => () => (localPreview ? URL.revokeObjectURL(localPreview) : undefined), [localPreview])

  const preview = localPreview ?? (value ? savedImageUrl : undefined)
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      {preview && (
        <img
          src={preview}
          alt={t('banner.form.image')}
          style={{ width: 320, aspectRatio: BANNER_ASPECT_RATIO, objectFit: 'cover' }}
        />
      )}
      <Upload<UploadedFile>
        id={id}
        accept={WEB_IMAGE_TYPES.join(',')}
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={({ file }) => {
          setIsUploading(file.status === 'uploading')
          if (file.status !== 'done' || !file.response) return
          if (file.originFileObj) setLocalPreview(URL.createObjectURL(file.originFileObj))
          onChange?.(file.response.fileRelationId)
        }}
      >
        <Button icon={<UploadOutlined />} loading={isUploading}>
          {t('banner.form.uploadImage')}
        </Button>
      </Upload>
    </div>
  )
}
