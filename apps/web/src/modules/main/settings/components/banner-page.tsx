import '../translations'
import PlusOutlined from '@ant-design/icons/PlusOutlined'
import type { Banner } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { useBanners } from '@/lib/banners/get-banners'
import { BannerDrawer } from './banner-drawer'
import { BannerTable } from './banner-table'

/** The banner drawer: open or closing, for a new banner or one being edited; each opening gets a fresh form. */
type Editing = { isOpen: boolean; banner?: Banner; opening: number }

/** Home banners (mzz/main/main/setting/banner): the current ones in order, with add, edit and delete. */
export const BannerPage = () => {
  const { t } = useTranslation(['settings', 'contract'])
  const banners = useBanners()
  const [editing, setEditing] = useState<Editing>({ isOpen: false, opening: 0 })
  const handleOpen = (banner?: Banner) =>
    setEditing((current) => ({ isOpen: true, banner, opening: current.opening + 1 }))
  return (
    <div className="portal-page">
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}
      >
        <h1 className="portal-page-title" style={{ margin: 0 }}>
          {t('banner.pageTitle')}
        </h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => handleOpen()}>
          {t('banner.new')}
        </Button>
      </div>
      {banners.isError && (
        <Alert type="error" showIcon title={toErrorMessage(banners.error, t)} style={{ marginBottom: 16 }} />
      )}
      <BannerTable banners={banners.data ?? []} isLoading={banners.isFetching} onEdit={handleOpen} />
      <BannerDrawer
        key={editing.opening}
        isOpen={editing.isOpen}
        banner={editing.banner}
        onClose={() => setEditing((current) => ({ ...current, isOpen: false }))}
      />
    </div>
  )
}
