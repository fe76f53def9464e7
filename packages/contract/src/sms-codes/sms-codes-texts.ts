import { defineTexts } from '../core/define-domain'

export const smsCodesTexts = defineTexts({
  'zh-CN': {
    'smsCode.required': '验证码不能为空',
    'smsCode.format': '验证码格式错误，请输入6位短信验证码',
    'smsCode.wrong': '验证码错误，请重新输入',
    'smsCode.sendFailed': '获取验证码失败！',
    'smsCode.sent': '验证码已发送',
    'smsCode.tooFrequent': '验证码发送过于频繁，请稍后再试',
    'sms.loginCode': '您的登录验证码为{{code}}，5分钟内有效，请勿泄露。',
    'sms.secondAuthCode': '您的登录二次验证码为{{code}}，5分钟内有效，请勿泄露。',
    'sms.resetCode': '您正在重置密码，验证码为{{code}}，5分钟内有效。',
    'sms.registerCode': '您正在注册账号，验证码为{{code}}，5分钟内有效。',
  },
  'en-US': {
    'smsCode.required': 'Please enter the verification code',
    'smsCode.format': 'Invalid code: please enter the 6-digit SMS code',
    'smsCode.wrong': 'Wrong verification code, please try again',
    'smsCode.sendFailed': 'Get SMS code failed',
    'smsCode.sent': 'The verification code has been sent',
    'smsCode.tooFrequent': 'Codes are being requested too often; please try again later',
    'sms.loginCode': 'Your login code is {{code}}. It is valid for 5 minutes; do not share it.',
    'sms.secondAuthCode':
      'Your second-factor login code is {{code}}. It is valid for 5 minutes; do not share it.',
    'sms.resetCode': 'Your password-reset code is {{code}}. It is valid for 5 minutes.',
    'sms.registerCode': 'Your sign-up code is {{code}}. It is valid for 5 minutes.',
  },
})
