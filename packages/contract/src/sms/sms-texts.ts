import { defineTexts } from '../core/define-domain'

export const smsTexts = defineTexts({
  'zh-CN': {
    'sms.phoneRequired': '请输入手机号码',
    'sms.phoneFormat': '手机号格式错误',
    'sms.templateRequired': '请选择模板签名',
    'sms.paramRequired': '请输入模板参数',
    'sms.tooLong': '短信内容不能超过1000个字符',
    'sms.param.name': '客户姓名',
    'sms.param.order': '订单号',
    'sms.param.date': '日期',
    'sms.param.time': '时间',
    'sms.param.notice': '通知内容',
    'sms.param.code': '验证码',
    'sms.param.amount': '金额',
    'sms.param.phone': '手机号码',
  },
  'en-US': {
    'sms.phoneRequired': 'Please enter the phone number',
    'sms.phoneFormat': 'Phone number format error',
    'sms.templateRequired': 'Please choose a template',
    'sms.paramRequired': 'Please enter the template parameters',
    'sms.tooLong': 'The SMS content cannot exceed 1000 characters',
    'sms.param.name': 'Customer name',
    'sms.param.order': 'Order number',
    'sms.param.date': 'Date',
    'sms.param.time': 'Time',
    'sms.param.notice': 'Notice',
    'sms.param.code': 'Verification code',
    'sms.param.amount': 'Amount',
    'sms.param.phone': 'Mobile number',
  },
})
