import { defineDomain } from '../core/define-domain'
import { bannerListRoute, deleteBannerRoute, saveBannerRoute, updateBannerRoute } from './banner-routes'
import { bannersTexts } from './banners-texts'

export * from './banner-schemas'
export * from './banner-routes'
export * from './banner-rules'

/** The dashboard's banners and the rule for their links. */
export const bannersDomain = defineDomain({
  name: 'banners',
  routes: { bannerListRoute, saveBannerRoute, updateBannerRoute, deleteBannerRoute },
  texts: bannersTexts,
})
