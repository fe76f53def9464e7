import { defineTexts } from '../core/define-domain'

export const smsTexts = defineTexts({
  'zh-CN': {
    'sms.phoneRequired': '请输入手机号码',
    'sms.phoneFormat': '手机号格式错误',
    'sms.templateRequired': '请选择模板签名',
    'sms.paramRequired': '请输入模板参数',
    'sms.tooLong': '短信内容不能超过1000个字符',
  },
  'en-US': {
    'sms.phoneRequired': 'Please enter the phone number',
    'sms.phoneFormat': 'Phone number format error',
    'sms.templateRequired': 'Please choose a template',
    'sms.paramRequired': 'Please enter the template parameters',
    'sms.tooLong': 'The SMS content cannot exceed 1000 characters',
  },
})
