import { BANNER_OPEN_TYPES, type Banner, type BannerForm } from '@portal/contract'

type OpenType = (typeof BANNER_OPEN_TYPES)[keyof typeof BANNER_OPEN_TYPES]

/** The banner form as Ant Design holds it. */
export type BannerFormValues = {
  fileRelationId?: string
  link?: string
  openType?: OpenType
  sort?: number | null
}

/** A new banner opens its link in a new window and goes last unless a sort is typed. */
export const NEW_BANNER_VALUES: BannerFormValues = {
  link: '',
  openType: BANNER_OPEN_TYPES.newWindow,
  sort: 0,
}

/**
 * The form's starting values for editing a saved banner.
 * @example toBannerFormValues(banner) // { fileRelationId, link, openType, sort }
 */
export const toBannerFormValues = ({ fileRelationId, link, openType, sort }: Banner): BannerFormValues => ({
  fileRelationId,
  link,
  openType,
  sort,
})

/**
 * The save body from the form, once its rules have passed.
 * @example toBannerBody({ fileRelationId, link: ' https://x.cn ', openType: 2, sort: null }) // { …, link: 'https://x.cn', sort: 0 }
 */
export const toBannerBody = (values: BannerFormValues): BannerForm => ({
  fileRelationId: values.fileRelationId ?? '',
  link: (values.link ?? '').trim(),
  openType: values.openType ?? BANNER_OPEN_TYPES.newWindow,
  sort: values.sort ?? 0,
})
