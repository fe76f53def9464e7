import { BANNER_LINK_MAX_LENGTH, BANNER_OPEN_TYPES, bannerFormSchema, type Banner } from '@portal/contract'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import InputNumber from 'antd/es/input-number'
import Radio from 'antd/es/radio'
import { useTranslation } from 'react-i18next'
import { showToast } from '@/lib/ui/toast'
import { useSaveBanner } from '../api/save-banner'
import {
  NEW_BANNER_VALUES,
  toBannerBody,
  toBannerFormValues,
  type BannerFormValues,
} from '../utils/banner-form-values'
import { fileDownloadUrl } from '@/lib/files/file-download-url'
import { bannerLinkRule } from '../utils/banner-link-rule'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { serverFieldError } from '../utils/server-field-error'
import { BannerImageField } from './banner-image-field'
import { SettingsFormDrawer } from './settings-form-drawer'

export type BannerDrawerProps = {
  isOpen: boolean
  /** The banner being edited; none for a new one. */
  banner?: Banner
  onClose: () => void
}

const LINK_FIELD_KEYS = { 'banner.linkInvalid': 'link', 'banner.imageRequired': 'fileRelationId' } as const

/** Adds or edits a banner: image, link, how the link opens, and its place in the order. */
export const BannerDrawer = ({ isOpen, banner, onClose }: BannerDrawerProps) => {
  const { t } = useTranslation(['settings', 'contract'])
  const [form] = Form.useForm<BannerFormValues>()
  const save = useSaveBanner()

  const handleClose = () => {
    save.reset()
    onClose()
  }

  const handleFinish = (values: BannerFormValues) =>
    save.mutate(
      { id: banner?.id, body: toBannerBody(values) },
      {
        onSuccess: () => {
          showToast('success', t('banner.saved'))
          handleClose()
        },
        onError: (error) => {
          const field = serverFieldError(error, LINK_FIELD_KEYS, t)
          if (field) form.setFields([field])
        },
      },
    )

  return (
    <SettingsFormDrawer
      title={banner ? t('banner.edit') : t('banner.new')}
      isOpen={isOpen}
      onClose={handleClose}
      onSave={() => form.submit()}
      isSaving={save.isPending}
      error={save.error}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={banner ? toBannerFormValues(banner) : NEW_BANNER_VALUES}
        onFinish={handleFinish}
      >
        <Form.Item
          name="fileRelationId"
          label={t('banner.form.image')}
          extra={t('banner.form.imageHint')}
          rules={[toSchemaRule(bannerFormSchema.shape.fileRelationId, t)]}
        >
          <BannerImageField
            savedImageUrl={banner && fileDownloadUrl(banner.fileRelationId, banner.businessId)}
          />
        </Form.Item>
        <Form.Item name="openType" label={t('banner.form.openType')}>
          <Radio.Group
            aria-label={t('banner.form.openType')}
            options={Object.values(BANNER_OPEN_TYPES).map((value) => ({
              value,
              label: t(`banner.openType.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="link"
          label={t('banner.form.link')}
          extra={t('banner.form.linkHint')}
          dependencies={['openType']}
          rules={[bannerLinkRule(t)]}
        >
          <Input maxLength={BANNER_LINK_MAX_LENGTH} placeholder="https://" />
        </Form.Item>
        <Form.Item name="sort" label={t('banner.form.sort')}>
          <InputNumber min={0} max={999} precision={0} />
        </Form.Item>
      </Form>
    </SettingsFormDrawer>
  )
}
