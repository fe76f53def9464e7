import {
  PORTAL_BASE_PATH,
  SET_PASSWORD_PAGE_NAME,
  STAFF_PASSWORD_LINK_VALID_HOURS,
  translateMessage,
  type Locale,
} from '@portal/contract'
import type { TokenPurpose } from './staff-token-repository'

const HOURS = String(STAFF_PASSWORD_LINK_VALID_HOURS)

const BODY: Record<Locale, (purpose: TokenPurpose, link: string) => string> = {
  'zh-CN': (purpose, link) =>
    [
      '您好：',
      '',
      purpose === 'invite'
        ? `管理员已为您创建了客服门户账号。请在${HOURS}小时内打开下面的链接设置登录密码：`
        : `管理员已为您重置了登录密码。请在${HOURS}小时内打开下面的链接设置新密码：`,
      link,
      '',
      '该链接只能使用一次。',
    ].join('\n'),
  'en-US': (purpose, link) =>
    [
      'Hello,',
      '',
      purpose === 'invite'
        ? `Your administrator created a portal account for you. Open the link below within ${HOURS} hours to set your password:`
        : `Your administrator reset your password. Open the link below within ${HOURS} hours to set a new one:`,
      link,
      '',
      'The link works once.',
    ].join('\n'),
}

/**
 * The e-mail with a member's set-password link, in the given language.
 * @example staffPasswordMail('en-US', 'invite', 'https://portal.example.com', token).subject // 'Set your password'
 */
export function staffPasswordMail(locale: Locale, purpose: TokenPurpose, publicUrl: string, token: string) {
  const link = `${publicUrl}${PORTAL_BASE_PATH}/${SET_PASSWORD_PAGE_NAME}?token=${encodeURIComponent(token)}`
  const subjectKey = purpose === 'invite' ? 'staff.inviteSubject' : 'staff.resetSubject'
  return { subject: translateMessage(locale, subjectKey), body: BODY[locale](purpose, link) }
}
