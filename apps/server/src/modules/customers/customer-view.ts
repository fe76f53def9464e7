import {
  CUSTOMER_PERMISSIONS,
  maskPhone,
  type CustomerDetail,
  type CustomerDictItem,
  type CustomerSummary,
} from '@portal/contract'
import type { FastifyRequest } from 'fastify'
import type { CustomerRow } from './customer-repository'

/** Whether the caller sees customers' numbers in full; everyone else gets them masked (§9), here on the server. */
export const canSeeFullPhone = async (request: FastifyRequest): Promise<boolean> =>
  (await request.access()).permissions.has(CUSTOMER_PERMISSIONS.phoneView)

/**
 * A customer as the caller may see it: the number masked unless they hold customer.phone.view.
 * @example toSummary(row, false).phone // '139****1111'
 */
export const toSummary = (row: CustomerRow, isFullPhone: boolean): CustomerSummary => ({
  ...row,
  phone: isFullPhone ? row.phone : maskPhone(row.phone),
})

/** The §7 customer answer: the summary with its identity, dictionary and whether it is the caller's. */
export const toDetail = (
  row: CustomerRow,
  view: { isFullPhone: boolean; accountId: string; dictList: CustomerDictItem[] },
): CustomerDetail => ({
  ...toSummary(row, view.isFullPhone),
  basicCustomerIdentity: row.identity,
  basicCustomerDictList: view.dictList,
  isPhoneMasked: !view.isFullPhone,
  isMine: row.ownerAccountId === view.accountId,
})
