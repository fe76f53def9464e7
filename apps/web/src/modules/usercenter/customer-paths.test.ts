import { describe, expect, it } from 'vitest'
import { customerLink } from '@/features/telephony/utils/customer-link'
import { MODULE_PAGES } from '../module-pages'
import { CUSTOMER_PATHS, customerDetailPath } from './customer-paths'

describe('the customer detail path', () => {
  it("is where the call widget's screen-pop link leads, a page of this build", () => {
    expect(customerDetailPath('c 1')).toBe(customerLink('c 1'))
    expect(MODULE_PAGES.map((page) => page.path)).toContain(CUSTOMER_PATHS.detail)
  })
})
