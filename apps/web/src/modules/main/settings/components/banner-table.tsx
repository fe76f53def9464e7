import type { Banner } from '@portal/contract'
import Button from 'antd/es/button'
import Space from 'antd/es/space'
import Table, { type ColumnsType } from 'antd/es/table'
import { useTranslation } from 'react-i18next'
import { BANNER_ASPECT_RATIO } from '@/lib/banners/banner-aspect-ratio'
import { fileDownloadUrl } from '@/lib/files/file-download-url'
import { DeleteBannerButton } from './delete-banner-button'

export type BannerTableProps = {
  banners: readonly Banner[]
  isLoading: boolean
  onEdit: (banner: Banner) => void
}

/** The banners in the order the home page shows them, each with its image, link, open type and sort. */
export const BannerTable = ({ banners, isLoading, onEdit }: BannerTableProps) => {
  const { t } = useTranslation('settings')
  const positionOf = (banner: Banner) => banners.indexOf(banner) + 1
  const columns: ColumnsType<Banner> = [
    {
      title: t('banner.column.image'),
      dataIndex: 'fileRelationId',
      render: (_id, banner) => (
        <img
          src={fileDownloadUrl(banner.fileRelationId, banner.businessId)}
          alt={t('banner.imageAlt', { position: positionOf(banner) })}
          style={{ width: 188, aspectRatio: BANNER_ASPECT_RATIO, objectFit: 'cover', display: 'block' }}
        />
      ),
    },
    {
      title: t('banner.column.link'),
      dataIndex: 'link',
      ellipsis: true,
      render: (link: string) => link || t('banner.noLink'),
    },
    {
      title: t('banner.column.openType'),
      dataIndex: 'openType',
      render: (openType: Banner['openType']) => t(`banner.openType.${openType}`),
    },
    { title: t('banner.column.sort'), dataIndex: 'sort' },
    {
      title: t('banner.column.actions'),
      key: 'actions',
      render: (_value, banner) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            aria-label={t('banner.editOne', { position: positionOf(banner) })}
            onClick={() => onEdit(banner)}
          >
            {t('edit')}
          </Button>
          <DeleteBannerButton banner={banner} position={positionOf(banner)} />
        </Space>
      ),
    },
  ]
  return (
    <Table<Banner>
      aria-label={t('banner.listLabel')}
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={[...banners]}
      loading={isLoading}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  )
}
