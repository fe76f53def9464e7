import { z } from 'zod'
import { CALL_CENTRE_PERMISSIONS } from '../../access/permission-codes'
import { defineRoute } from '../../core/define-route'
import {
  DID_NUMBER_PATTERN,
  didNumberItemSchema,
  newNumberFormSchema,
  numberFormSchema,
  numbersPageSchema,
  outboundNumbersFormSchema,
  skillGroupNumbersSchema,
} from './numbers-schemas'

const NUMBERS_PATH = '/api/v1/portal/call-centre/numbers'
const permission = CALL_CENTRE_PERMISSIONS.numbers
const numberParams = z.object({ number: z.string().max(20).regex(DID_NUMBER_PATTERN) })

/** The numbers page (设置 → 呼叫中心设置 → 号码管理): everything it shows, in one answer. */
export const numbersPageRoute = defineRoute({
  method: 'GET',
  path: NUMBERS_PATH,
  access: 'session',
  permission,
  response: numbersPageSchema,
})

/** Adds a number, within the licence's number limit. */
export const addNumberRoute = defineRoute({
  method: 'POST',
  path: NUMBERS_PATH,
  access: 'session',
  permission,
  body: newNumberFormSchema,
  response: didNumberItemSchema,
})

/** Names a number and sets where its calls go. */
export const updateNumberRoute = defineRoute({
  method: 'PUT',
  path: `${NUMBERS_PATH}/:number`,
  access: 'session',
  permission,
  params: numberParams,
  body: numberFormSchema,
  response: didNumberItemSchema,
})

/** Retires a number (it drops out of every outbound list), or restores it (within the limit). */
export const retireNumberRoute = defineRoute({
  method: 'PUT',
  path: `${NUMBERS_PATH}/:number/retired`,
  access: 'session',
  permission,
  params: numberParams,
  body: z.object({ isRetired: z.boolean() }),
  response: didNumberItemSchema,
})

/** Which active numbers a skill group's agents may call out from, and its default. */
export const saveOutboundNumbersRoute = defineRoute({
  method: 'PUT',
  path: `${NUMBERS_PATH}/skill-groups/:skillGroupId`,
  access: 'session',
  permission,
  params: z.object({ skillGroupId: z.string().max(64) }),
  body: outboundNumbersFormSchema,
  response: skillGroupNumbersSchema,
})

/** The numbers concern's routes, for the call-centre manifest. */
export const numbersRoutes = {
  numbersPage: numbersPageRoute,
  addNumber: addNumberRoute,
  updateNumber: updateNumberRoute,
  retireNumber: retireNumberRoute,
  saveOutboundNumbers: saveOutboundNumbersRoute,
}
