import '../tenant-settings-translations'
import { BRAND_NAME_MAX_LENGTH, brandFormSchema, type BrandForm } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Spin from 'antd/es/spin'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { useFrontConfig } from '@/lib/front-config/get-front-config'
import { toSchemaRule } from '@/lib/forms/form-rules'
import { showToast } from '@/lib/ui/toast'
import { useBrand } from './api/get-brand'
import { useChangeBrand } from './api/save-brand'
import { BrandImageField } from './brand-image-field'

const TEXT_FIELDS = ['siteName', 'brandName'] as const
const COLOUR_FIELDS = ['primaryColor', 'backgroundColor'] as const

/** The tenant's brand (mzz/main/main/setting/brand): names, colours, logo and login background. */
export const BrandPage = () => {
  const { t } = useTranslation(['tenant-settings', 'contract'])
  const brand = useBrand()
  const change = useChangeBrand()
  const { data: config } = useFrontConfig()
  const [form] = Form.useForm<BrandForm>()

  const handleFinish = (values: BrandForm) =>
    change.mutate({ form: values }, { onSuccess: () => showToast('success', t('saved')) })

  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('brand.pageTitle')}</h1>
      {(brand.isError || change.isError) && (
        <Alert
          type="error"
          showIcon
          title={toErrorMessage(brand.error ?? change.error, t)}
          style={{ marginBottom: 16 }}
        />
      )}
      {!brand.data ? (
        <Spin />
      ) : (
        <Form<BrandForm>
          form={form}
          labelCol={{ span: 6 }}
          wrapperCol={{ span: 14 }}
          style={{ maxWidth: 720 }}
          initialValues={brand.data}
          onFinish={handleFinish}
        >
          {TEXT_FIELDS.map((name) => (
            <Form.Item
              key={name}
              name={name}
              label={t(`brand.${name}`)}
              rules={[toSchemaRule(brandFormSchema.shape[name], t)]}
            >
              <Input maxLength={BRAND_NAME_MAX_LENGTH} />
            </Form.Item>
          ))}
          {COLOUR_FIELDS.map((name) => (
            <Form.Item
              key={name}
              name={name}
              label={t(`brand.${name}`)}
              rules={[toSchemaRule(brandFormSchema.shape[name], t)]}
            >
              <Input type="color" style={{ width: 80 }} />
            </Form.Item>
          ))}
          <Form.Item wrapperCol={{ offset: 6 }}>
            <Button type="primary" htmlType="submit" loading={change.isPending}>
              {t('save')}
            </Button>
          </Form.Item>
          <Form.Item label={t('brand.logo')}>
            <BrandImageField kind="logo" imageUrl={config?.brandInfo.logoUrl ?? null} change={change} />
          </Form.Item>
          <Form.Item label={t('brand.background')}>
            <BrandImageField
              kind="background"
              imageUrl={config?.brandInfo.backgroundUrl ?? null}
              change={change}
            />
          </Form.Item>
        </Form>
      )}
    </div>
  )
}
