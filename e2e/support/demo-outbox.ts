import type { Page } from 'playwright-core'

/** What the portal's demo outbox holds for an address, newest first. */
export async function outboxFor(origin: string, to: string): Promise<{ body: string }[]> {
  const response = await fetch(`${origin}/dev/outbox?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as { data: { body: string }[] }).data
}

/** The newest 6-digit SMS code sent to a phone. */
export async function latestSmsCode(origin: string, phone: string): Promise<string> {
  const code = /\d{6}/.exec((await outboxFor(origin, phone))[0]?.body ?? '')?.[0]
  if (!code) throw new Error(`no SMS code sent to ${phone}`)
  return code
}

/** The activation key in the newest e-mail to an address. */
export async function latestActivationLink(origin: string, email: string): Promise<string> {
  const link = /https?:\/\/\S+/.exec((await outboxFor(origin, email))[0]?.body ?? '')?.[0]
  if (!link) throw new Error(`no activation link mailed to ${email}`)
  return link
}

/**
 * Follows the captchas a page loads, and reads the answer of the one on show from the demo outbox, as a person
 * reads it off the picture.
 */
export function followCaptchas(page: Page, origin: string) {
  let latestToken = ''
  page.on('response', (response) => {
    if (!response.url().includes('/user/captcha')) return
    // A page may close before a late captcha answer is read: that captcha no longer matters.
    response
      .json()
      .then((body: { data?: { authorization?: string } }) => {
        latestToken = body.data?.authorization ?? latestToken
      })
      .catch(() => undefined)
  })
  return {
    answer: async (): Promise<string> => {
      for (let i = 0; i < 50 && !latestToken; i += 1) await new Promise((resolve) => setTimeout(resolve, 100))
      const [kept] = await outboxFor(origin, `captcha:${latestToken}`)
      if (!kept) throw new Error('no captcha answer in the demo outbox')
      return kept.body
    },
  }
}
