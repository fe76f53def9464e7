import UploadOutlined from '@ant-design/icons/UploadOutlined'
import {
  BRAND_IMAGE_TYPES,
  brandImageProblem,
  uploadContentType,
  type BrandImageKind,
} from '@portal/contract'
import Button from 'antd/es/button'
import Upload from 'antd/es/upload'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { showToast } from '@/lib/ui/toast'
import type { useChangeBrand } from './api/save-brand'

export type BrandImageFieldProps = {
  kind: BrandImageKind
  /** Where the current image is shown from; none while it is not set. */
  imageUrl: string | null
  change: ReturnType<typeof useChangeBrand>
}

/** One brand image: its preview and an upload button (PNG, JPEG or WebP, checked before it is sent). */
export const BrandImageField = ({ kind, imageUrl, change }: BrandImageFieldProps) => {
  const { t } = useTranslation(['tenant-settings', 'contract'])
  const label = t(`brand.${kind}`)
  const handleBeforeUpload = (file: File) => {
    const problem = brandImageProblem(uploadContentType(file.type), file.size)
    if (problem) showToast('error', t(`contract:${problem}`))
    else
      change.mutate(
        { kind, file },
        {
          onSuccess: () => showToast('success', t('saved')),
          onError: (error) => showToast('error', toErrorMessage(error, t)),
        },
      )
    return Upload.LIST_IGNORE
  }
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {imageUrl ? (
        <img src={imageUrl} alt={label} style={{ height: 64, maxWidth: 240, objectFit: 'contain' }} />
      ) : (
        <span>{t('brand.noImage')}</span>
      )}
      <Upload accept={BRAND_IMAGE_TYPES.join(',')} showUploadList={false} beforeUpload={handleBeforeUpload}>
        <Button icon={<UploadOutlined />} loading={change.isPending}>
          {t('brand.upload', { name: label })}
        </Button>
      </Upload>
    </div>
  )
}
