import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons'
import { BANNER_ROTATE_MS } from '@portal/contract'
import Button from 'antd/es/button'
import Carousel from 'antd/es/carousel'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BANNER_ASPECT_RATIO } from '@/lib/banners/banner-aspect-ratio'
import { useBanners } from '@/lib/banners/get-banners'
import { BannerSlide } from './banner-slide'
import { DashboardCard } from './dashboard-card'

// Height follows the width (spec §9: 320/940 of it) at every screen size.
const ASPECT = { aspectRatio: BANNER_ASPECT_RATIO }

/**
 * The banner carousel: turns every BANNER_ROTATE_MS, paused while the pointer or focus is on it, and stopped for
 * good with its pause button (WCAG 2.2.2), which comes first; none without banners. The banners fade into one
 * another: sliding would need copies of them at both ends, hidden from assistive technology yet holding links.
 * Only the banner shown can take the focus; the carousel hides the others from assistive technology.
 */
export const BannerCarousel = () => {
  const { t } = useTranslation('dashboard')
  const banners = useBanners()
  const [isPaused, setIsPaused] = useState(false)
  const [shown, setShown] = useState(0)
  // While the list loads, an empty card of the banner's own size holds its place (nothing below moves).
  if (banners.isPending)
    return (
      <div className="dashboard-card dashboard-banner-card" aria-busy>
        <div style={ASPECT} className="dashboard-banner-slide" />
      </div>
    )
  const list = banners.data ?? []
  if (list.length === 0) return null
  const canRotate = list.length > 1

  return (
    <DashboardCard title={t('banner.title')} isTitleHidden className="dashboard-banner-card">
      {canRotate && (
        <Button
          className="dashboard-banner-pause"
          size="small"
          icon={isPaused ? <CaretRightOutlined aria-hidden /> : <PauseOutlined aria-hidden />}
          aria-label={t(isPaused ? 'banner.play' : 'banner.pause')}
          onClick={() => setIsPaused(!isPaused)}
        />
      )}
      <Carousel
        className="dashboard-banner"
        effect="fade"
        autoplay={canRotate && !isPaused}
        autoplaySpeed={BANNER_ROTATE_MS}
        pauseOnHover
        pauseOnFocus
        pauseOnDotsHover
        beforeChange={(_from, to) => setShown(to)}
      >
        {list.map((banner, index) => (
          <div key={banner.id}>
            <div style={ASPECT} className="dashboard-banner-slide">
              <BannerSlide
                banner={banner}
                alt={t('banner.alt', { index: index + 1, total: list.length })}
                isFocusable={index === shown}
              />
            </div>
          </div>
        ))}
      </Carousel>
    </DashboardCard>
  )
}
