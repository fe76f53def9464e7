import { defineTexts } from '../core/define-domain'

export const passwordResetTexts = defineTexts({
  'zh-CN': {
    'reset.emailRequired': '请输入邮箱账号',
    'reset.emailFormat': '邮箱格式错误',
    'reset.phoneRequired': '请输入手机号码',
    'reset.phoneFormat': '手机号码格式错误',
    'reset.done': '密码已重置，请使用新密码登录',
  },
  'en-US': {
    'reset.emailRequired': 'Please enter email account',
    'reset.emailFormat': 'Email format incorrect',
    'reset.phoneRequired': 'Please enter phone number',
    'reset.phoneFormat': 'Phone number format error',
    'reset.done': 'Your password has been reset; log in with the new one',
  },
})
