import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { RESPONSE_CODES, type CustomerDetail, type CustomerPage } from '@portal/contract'

/** The customer centre's routes, as the API tests call them. */
export const CUSTOMERS = '/api/v1/usercenter/customer'

/** Calls a customer route as a signed-in user; `payload` makes it a POST. */
export const callAs = (app: FastifyInstance, cookie: string, url: string, payload?: object) =>
  app.inject({ method: payload ? 'POST' : 'GET', url, headers: { cookie }, ...(payload ? { payload } : {}) })

/** The `data` of an answer that must have succeeded. */
export const okData = <T>(response: LightMyRequestResponse): T => {
  expect(response.json().code, response.body).toBe(RESPONSE_CODES.OK)
  return response.json().data as T
}

/** One page of the customer list or the high seas. */
export const pageOf = async (app: FastifyInstance, cookie: string, path: string): Promise<CustomerPage> =>
  okData<CustomerPage>(await callAs(app, cookie, `${CUSTOMERS}/${path}`))

/** A customer's §7 detail. */
export const detailOf = async (app: FastifyInstance, cookie: string, id: string): Promise<CustomerDetail> =>
  okData<CustomerDetail>(await callAs(app, cookie, `${CUSTOMERS}/detail?customerId=${id}`))

/** A customer's id by name, as the list shows it to the caller. */
export const idByName = async (app: FastifyInstance, cookie: string, name: string): Promise<string> => {
  const page = await pageOf(app, cookie, `list?keyword=${encodeURIComponent(name)}`)
  const id = page.list.find((customer) => customer.name === name)?.id
  if (!id) throw new Error(`${name} is not in the list`)
  return id
}
