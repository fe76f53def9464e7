import type { Banner } from '@portal/contract'
import { Link } from 'react-router'
import { fileDownloadUrl } from '@/lib/files/file-download-url'
import { bannerTarget } from '../utils/banner-target'

export type BannerSlideProps = { banner: Banner; alt: string }

/** One banner: its picture, followed by its link as its openType says. */
export const BannerSlide = ({ banner, alt }: BannerSlideProps) => {
  const image = (
    <img
      className="dashboard-banner-image"
      src={fileDownloadUrl(banner.fileRelationId, banner.businessId)}
      alt={alt}
    />
  )
  const target = bannerTarget(banner, window.location.origin)
  switch (target.kind) {
    case 'route':
      return <Link to={target.to}>{image}</Link>
    case 'sameWindow':
      return <a href={target.href}>{image}</a>
    case 'newWindow':
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer">
          {image}
        </a>
      )
    default:
      return image
  }
}
