import {
  checkSmsContent,
  checkSmsParams,
  checkSmsPhones,
  composeSmsContent,
  countSmsSegments,
  smsParamSchema,
  splitSmsPhones,
} from '@portal/contract'
import { z } from 'zod'
import type { Queryable } from '../../db/database'
import { AppError } from '../../lib/app-error'
import { findCustomerPhone, findSmsTemplate, isTenantMultiLanguage } from './sms-repository'

export type SingleSmsRequest = {
  templateId: number
  phoneInput: string
  paramDataList: string
  customerId?: string
}

const paramsSchema = z.array(smsParamSchema).max(100)

/** The filled placeholders from their JSON; malformed JSON is the same mistake as a missing parameter. */
function readParams(json: string): Record<string, string> {
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    throw new AppError('FAILURE', 'sms.paramRequired')
  }
  const params = paramsSchema.safeParse(parsed)
  if (!params.success) throw new AppError('FAILURE', 'sms.paramRequired')
  return Object.fromEntries(params.data.map(({ name, value }) => [name, value]))
}

/**
 * The numbers a single SMS goes to: those typed, or with a customer and nothing typed, the customer's own number
 * (the customer centre sends by customer, so an agent who sees the number masked never needs it in full), and the
 * customer's number, against which a message is recorded only when it goes there. Another tenant's customer reads
 * as missing.
 */
async function recipientsOf(tx: Queryable, request: SingleSmsRequest) {
  if (!request.customerId) return { phoneInput: request.phoneInput, customerPhone: null }
  const customerPhone = await findCustomerPhone(tx, request.customerId)
  if (customerPhone === null) throw new AppError('FAILURE', 'request.notFound')
  return { phoneInput: request.phoneInput.trim() ? request.phoneInput : customerPhone, customerPhone }
}

/**
 * Checks a single SMS by the same rules as the form (spec §5) and composes its text; another tenant's template or
 * customer reads as missing. @returns the text, the numbers it goes to and its segment count
 */
export async function prepareSingleSms(tx: Queryable, request: SingleSmsRequest) {
  const template = await findSmsTemplate(tx, request.templateId)
  if (!template) throw new AppError('FAILURE', 'request.notFound')
  const isMultiLanguage = await isTenantMultiLanguage(tx)
  const { phoneInput, customerPhone } = await recipientsOf(tx, request)
  const phoneProblem = checkSmsPhones(phoneInput, isMultiLanguage)
  if (phoneProblem) throw new AppError('FAILURE', phoneProblem)
  const params = readParams(request.paramDataList)
  const paramProblem = checkSmsParams(template.formContent, params)
  if (paramProblem) throw new AppError('FAILURE', paramProblem)
  const content = composeSmsContent(template, params)
  const contentProblem = checkSmsContent(content)
  if (contentProblem) throw new AppError('FAILURE', contentProblem)
  return {
    content,
    phones: splitSmsPhones(phoneInput),
    customerPhone,
    segments: countSmsSegments(content, isMultiLanguage),
  }
}
