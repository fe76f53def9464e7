import type { Banner } from '@portal/contract'
import { Link } from 'react-router'
import { fileDownloadUrl } from '@/lib/files/file-download-url'
import { bannerTarget } from '../utils/banner-target'

export type BannerSlideProps = {
  banner: Banner
  alt: string
  /** The banner shown: the others keep their link out of the Tab order. */
  isFocusable: boolean
}

/** One banner: its picture, followed by its link as its openType says. */
export const BannerSlide = ({ banner, alt, isFocusable }: BannerSlideProps) => {
  const tabIndex = isFocusable ? undefined : -1
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
      return (
        <Link to={target.to} tabIndex={tabIndex}>
          {image}
        </Link>
      )
    case 'sameWindow':
      return (
        <a href={target.href} tabIndex={tabIndex}>
          {image}
        </a>
      )
    case 'newWindow':
      return (
        <a href={target.href} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex}>
          {image}
        </a>
      )
    default:
      return image
  }
}
