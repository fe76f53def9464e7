import { SMS_RESEND_COUNTDOWN_S, type MessageKey } from '@portal/contract'
import type { FormInstance } from 'antd/es/form'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { useCountdown } from '@/lib/countdown/use-countdown'
import { followSmsDelivery } from '../api/follow-sms-delivery'
import type { CaptchaState } from './use-captcha'

/** The picture captcha's answer and token, as the send-code requests take them. */
export type CaptchaProof = { captcha: string; LOCAL_TOKEN: string }

/** The picture captcha guarding a send, answered in the form's `captcha` field and checked by `check`. */
export type SmsCodeCaptcha = { state: CaptchaState; check: (answer: string | undefined) => MessageKey | null }

type SendsWithoutCaptcha<Values> = { captcha?: undefined; request: (values: Values) => Promise<unknown> }
type SendsWithCaptcha<Values> = {
  /** Spent by every send, so a new one is fetched (and the answer cleared) whatever the answer. */
  captcha: SmsCodeCaptcha
  request: (values: Values, proof: CaptchaProof) => Promise<unknown>
}

export type SmsCodeOptions<Values> = {
  form: FormInstance<Values>
  /** The fields a send needs (the phone, the e-mail...): checked first, and a send waits until they are valid. */
  fields?: (keyof Values & string)[]
  /** Told null when a send starts, and the text of its failure when it fails. */
  onError: (message: string | null) => void
} & (SendsWithoutCaptcha<Values> | SendsWithCaptcha<Values>)

/**
 * An SMS code's send button (spec §4, §5), for every form that sends a code: checks what the send needs, sends,
 * then counts 60 s down before 重新获取.
 * @example const smsCode = useSmsCode({ form, fields: ['phone'], request: ({ phone }) => send(phone), onError })
 */
export const useSmsCode = <Values>(options: SmsCodeOptions<Values>) => {
  const { form, fields = [], onError } = options
  const { t } = useTranslation('contract')
  const { secondsLeft, hasStarted, start } = useCountdown()
  const [isSending, setIsSending] = useState(false)
  const following = useRef<AbortController | null>(null)
  useEffect(() => () => following.current?.abort(), [])

  // The code is queued, not sent within the request: a ticket is followed, and a final failure shown (§8).
  const follow = (answer: unknown) => {
    const ticket = (answer as { deliveryTicket?: unknown } | null)?.deliveryTicket
    if (typeof ticket !== 'string') return
    following.current?.abort()
    const controller = new AbortController()
    following.current = controller
    void followSmsDelivery(ticket, controller.signal).then((state) => {
      if (state === 'failed' && !controller.signal.aborted) onError(t('smsCode.sendFailed'))
    })
  }

  // Untyped for the `captcha` field: every captcha-guarded form has one, not every form's values type.
  const captchaForm: FormInstance = form
  const readCaptchaProof = (captcha: SmsCodeCaptcha): CaptchaProof | null => {
    const answer = captchaForm.getFieldValue('captcha')?.trim()
    const problem = captcha.check(answer)
    if (problem) captchaForm.setFields([{ name: 'captcha', errors: [t(problem)] }])
    return problem || !captcha.state.token ? null : { captcha: answer, LOCAL_TOKEN: captcha.state.token }
  }

  const run = async (request: () => Promise<unknown>) => {
    onError(null)
    setIsSending(true)
    try {
      const answer = await request()
      start(SMS_RESEND_COUNTDOWN_S)
      follow(answer)
    } catch (error) {
      onError(toErrorMessage(error, t))
    } finally {
      setIsSending(false)
    }
  }

  const send = async () => {
    const values =
      fields.length > 0 ? await form.validateFields(fields).catch(() => null) : form.getFieldsValue()
    if (options.captcha === undefined) {
      if (values) await run(() => options.request(values))
      return
    }
    const { captcha, request } = options
    const proof = readCaptchaProof(captcha)
    if (!values || !proof) return
    await run(() => request(values, proof))
    captcha.state.refresh()
    captchaForm.resetFields(['captcha'])
  }

  return { send, button: { hasSent: hasStarted, secondsLeft, isSending } }
}

export type SmsCode = ReturnType<typeof useSmsCode>
