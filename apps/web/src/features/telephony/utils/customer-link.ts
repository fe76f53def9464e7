/** The customer centre's detail page, where a screen-pop's link leads (a usercenter module page). */
const CUSTOMER_DETAIL_PATH = '/mzz/usercenter/usercenter/userCenter/customerManage/detail'

/**
 * The router path of a customer's record.
 * @example customerLink('c 1') // '/mzz/usercenter/usercenter/userCenter/customerManage/detail?id=c+1'
 */
export const customerLink = (customerId: string): string =>
  `${CUSTOMER_DETAIL_PATH}?${new URLSearchParams({ id: customerId })}`
