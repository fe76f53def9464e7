import { ACTIVATION_LINK_VALID_MS, PORTAL_BASE_PATH, translateMessage, type Locale } from '@portal/contract'

const VALID_MINUTES = String(ACTIVATION_LINK_VALID_MS / 60_000)

// The body names nothing the registrant typed: a sign-up must not become a way to mail arbitrary text to anyone.
const BODY: Record<Locale, (link: string) => string> = {
  'zh-CN': (link) =>
    [
      '您好：',
      '',
      `感谢您注册。请在${VALID_MINUTES}分钟内打开下面的链接激活您的账号：`,
      link,
      '',
      '如果您没有注册过，请忽略本邮件。',
    ].join('\n'),
  'en-US': (link) =>
    [
      'Hello,',
      '',
      `Thank you for registering. Open the link below within ${VALID_MINUTES} minutes to activate your account:`,
      link,
      '',
      'If you did not register, please ignore this email.',
    ].join('\n'),
}

/**
 * The activation e-mail in the registrant's language, with the link to the activate page.
 * @example activationMail('en-US', 'https://portal.example.com', key).subject // 'Activate your account'
 */
export function activationMail(locale: Locale, publicUrl: string, key: string) {
  const link = `${publicUrl}${PORTAL_BASE_PATH}/activate?key=${encodeURIComponent(key)}`
  return { subject: translateMessage(locale, 'register.mailSubject'), body: BODY[locale](link), link }
}
