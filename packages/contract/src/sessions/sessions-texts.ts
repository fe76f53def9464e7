import { defineTexts } from '../core/define-domain'

export const sessionsTexts = defineTexts({
  'zh-CN': {
    'session.missing': '请先登录',
    'session.expired': '登录已失效，请重新登录',
    'logout.failed': '退出登录失败',
    'login.remoteLogin': '您的账号已在其他设备登录，当前设备已下线',
    'session.passwordChanged': '密码已修改，请重新登录',
  },
  'en-US': {
    'session.missing': 'Please log in first',
    'session.expired': 'Your session has expired; please log in again',
    'logout.failed': 'Logout failed',
    'login.remoteLogin': 'Your account has logged in on another device; this one has been logged out',
    'session.passwordChanged': 'The password was changed; please log in again',
  },
})
