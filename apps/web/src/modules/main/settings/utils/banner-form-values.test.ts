import { BANNER_OPEN_TYPES, bannerFormSchema } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { NEW_BANNER_VALUES, toBannerBody, toBannerFormValues } from './banner-form-values'

const FILE_ID = '0f5e4d3c-2b1a-4c9d-8e7f-6a5b4c3d2e1f'

describe('toBannerBody', () => {
  it('trims the link and gives an empty sort the first place', () => {
    const body = toBannerBody({
      fileRelationId: FILE_ID,
      link: ' https://example.com/a ',
      openType: BANNER_OPEN_TYPES.sameWindow,
      sort: null,
    })
    expect(body).toEqual({
      fileRelationId: FILE_ID,
      link: 'https://example.com/a',
      openType: BANNER_OPEN_TYPES.sameWindow,
      sort: 0,
    })
    expect(bannerFormSchema.safeParse(body).success).toBe(true)
  })

  it('sends a new banner without a link as a new-window banner with an empty link', () => {
    expect(toBannerBody({ ...NEW_BANNER_VALUES, fileRelationId: FILE_ID })).toEqual({
      fileRelationId: FILE_ID,
      link: '',
      openType: BANNER_OPEN_TYPES.newWindow,
      sort: 0,
    })
  })
})

describe('toBannerFormValues', () => {
  it('fills the form with a saved banner, which saves back unchanged', () => {
    const banner = {
      id: 'b1',
      fileRelationId: FILE_ID,
      businessId: 'biz',
      link: '/mzz/workorder/workorder/front/main/order',
      openType: BANNER_OPEN_TYPES.internalRoute,
      sort: 3,
    }
    const values = toBannerFormValues(banner)
    expect(values).toEqual({ fileRelationId: FILE_ID, link: banner.link, openType: 3, sort: 3 })
    expect(toBannerBody(values)).toEqual({ fileRelationId: FILE_ID, link: banner.link, openType: 3, sort: 3 })
  })
})
