import {
  JOIN_TENANT_PAGE_NAME,
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

const JOIN_BODY: Record<Locale, (tenant: string, link: string) => string> = {
  'zh-CN': (tenant, link) =>
    [
      '您好：',
      '',
      `“${tenant}”的管理员邀请您使用现有的客服门户账号加入该企业。请在${HOURS}小时内打开下面的链接，输入您的登录密码确认接受：`,
      link,
      '',
      '该链接只能使用一次。如果您不认识该企业，请忽略本邮件，您的账号不会有任何变化。',
    ].join('\n'),
  'en-US': (tenant, link) =>
    [
      'Hello,',
      '',
      `An administrator of "${tenant}" invites you to join it with your existing portal account. Open the link below within ${HOURS} hours and enter your password to accept:`,
      link,
      '',
      'The link works once. If you do not know this company, ignore this e-mail: nothing changes for your account.',
    ].join('\n'),
}

/**
 * The e-mail inviting an account of another tenant to join this one; it joins only when its owner accepts.
 * @example staffJoinMail('en-US', 'Demo Co.', 'https://portal.example.com', token).subject // 'You are invited to join Demo Co.'
 */
export function staffJoinMail(locale: Locale, tenant: string, publicUrl: string, token: string) {
  const link = `${publicUrl}${PORTAL_BASE_PATH}/${JOIN_TENANT_PAGE_NAME}?token=${encodeURIComponent(token)}`
  return {
    subject: translateMessage(locale, 'staff.joinSubject', { tenant }),
    body: JOIN_BODY[locale](tenant, link),
  }
}
