import { BANNER_ROTATE_MS } from '@portal/contract'
import Carousel from 'antd/es/carousel'
import Skeleton from 'antd/es/skeleton'
import { useTranslation } from 'react-i18next'
import { BANNER_ASPECT_RATIO } from '@/lib/banners/banner-aspect-ratio'
import { useBanners } from '@/lib/banners/get-banners'
import { BannerSlide } from './banner-slide'
import { DashboardCard } from './dashboard-card'

// Height follows the width (spec §9: 320/940 of it) at every screen size.
const ASPECT = { aspectRatio: BANNER_ASPECT_RATIO }

/** The banner carousel: turns every BANNER_ROTATE_MS, paused while the pointer or focus is on it; none without banners. */
export const BannerCarousel = () => {
  const { t } = useTranslation('dashboard')
  const banners = useBanners()
  if (banners.isPending) return <Skeleton.Node active className="dashboard-banner" style={ASPECT} />
  const list = banners.data ?? []
  if (list.length === 0) return null

  return (
    <DashboardCard title={t('banner.title')} isTitleHidden className="dashboard-banner-card">
      <Carousel
        className="dashboard-banner"
        autoplay={list.length > 1}
        autoplaySpeed={BANNER_ROTATE_MS}
        pauseOnHover
        pauseOnFocus
        pauseOnDotsHover
      >
        {list.map((banner, index) => (
          <div key={banner.id}>
            <div style={ASPECT} className="dashboard-banner-slide">
              <BannerSlide banner={banner} alt={t('banner.alt', { index: index + 1, total: list.length })} />
            </div>
          </div>
        ))}
      </Carousel>
    </DashboardCard>
  )
}
