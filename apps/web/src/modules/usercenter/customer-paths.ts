import { ROUTER_PATHS } from '@/lib/routing/portal-path'

const CUSTOMERS = '/mzz/usercenter/usercenter/userCenter/customerManage'

/** The customer centre's pages (spec §2): the list, the high seas and a customer's detail (`?id=`). */
export const CUSTOMER_PATHS = {
  list: `${CUSTOMERS}/list`,
  highSeas: `${CUSTOMERS}/highSeas`,
  detail: ROUTER_PATHS.customerDetail,
} as const

/**
 * The router path of a customer's detail, as the screen-pop's link writes it.
 * @example customerDetailPath('c1') // '/mzz/usercenter/usercenter/userCenter/customerManage/detail?id=c1'
 */
export const customerDetailPath = (id: string): string =>
  `${CUSTOMER_PATHS.detail}?${new URLSearchParams({ id })}`
