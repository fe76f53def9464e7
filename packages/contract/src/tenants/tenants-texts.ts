import { defineTexts } from '../core/define-domain'

export const tenantsTexts = defineTexts({
  'zh-CN': {
    'tenantSwitch.number': '请输入整数',
    'tenantSwitch.range': '超出允许的范围',
    'tenantSwitch.localesRequired': '请至少选择一种语言',
    'tenantSwitch.defaultLocale': '默认语言须在可选语言之中',
    'tenantSwitch.timeZone': '时区不正确',
    'brand.nameRequired': '请输入名称',
    'brand.nameTooLong': '名称过长',
    'brand.colour': '颜色格式不正确',
    'brand.primaryContrast': '主色太浅：按钮和链接的文字将难以看清，请选择更深的颜色',
    'brand.imageType': '图片仅支持 PNG、JPEG、WebP 格式',
    'brand.imageSize': '图片不能超过 2MB',
    'brand.imageEmpty': '图片为空',
    'sendLimit.smsPerMemberPerMinute': '发送过于频繁：每位成员每分钟最多发送{{max}}条短信，本次未发送',
    'sendLimit.smsPerMemberPerDay': '已达每日上限：每位成员每天最多发送{{max}}条短信，本次未发送',
    'sendLimit.smsPerTenantPerMinute': '发送过于频繁：本企业每分钟最多发送{{max}}条短信，本次未发送',
    'sendLimit.smsPerTenantPerDay': '已达每日上限：本企业每天最多发送{{max}}条短信，本次未发送',
    'sendLimit.mailPerMemberPerMinute':
      '发送过于频繁：每位成员每分钟最多向{{max}}位收件人发送邮件，本次未发送',
    'sendLimit.mailPerMemberPerDay': '已达每日上限：每位成员每天最多向{{max}}位收件人发送邮件，本次未发送',
    'sendLimit.mailPerTenantPerMinute': '发送过于频繁：本企业每分钟最多向{{max}}位收件人发送邮件，本次未发送',
    'sendLimit.mailPerTenantPerDay': '已达每日上限：本企业每天最多向{{max}}位收件人发送邮件，本次未发送',
  },
  'en-US': {
    'tenantSwitch.number': 'Please enter a whole number',
    'tenantSwitch.range': 'Out of the allowed range',
    'tenantSwitch.localesRequired': 'Please choose at least one language',
    'tenantSwitch.defaultLocale': 'The default language must be one of the languages offered',
    'tenantSwitch.timeZone': 'Unknown time zone',
    'brand.nameRequired': 'Please enter a name',
    'brand.nameTooLong': 'The name is too long',
    'brand.colour': 'Not a valid colour',
    'brand.primaryContrast':
      'The primary colour is too light for button and link text to read; choose a darker one',
    'brand.imageType': 'Images must be PNG, JPEG or WebP',
    'brand.imageSize': 'Images must not exceed 2 MB',
    'brand.imageEmpty': 'The image is empty',
    'sendLimit.smsPerMemberPerMinute':
      'Sending limit: at most {{max}} SMS per member per minute; nothing was sent',
    'sendLimit.smsPerMemberPerDay': 'Daily limit: at most {{max}} SMS per member per day; nothing was sent',
    'sendLimit.smsPerTenantPerMinute':
      'Sending limit: at most {{max}} SMS per minute for the company; nothing was sent',
    'sendLimit.smsPerTenantPerDay':
      'Daily limit: at most {{max}} SMS per day for the company; nothing was sent',
    'sendLimit.mailPerMemberPerMinute':
      'Sending limit: at most {{max}} e-mail recipients per member per minute; nothing was sent',
    'sendLimit.mailPerMemberPerDay':
      'Daily limit: at most {{max}} e-mail recipients per member per day; nothing was sent',
    'sendLimit.mailPerTenantPerMinute':
      'Sending limit: at most {{max}} e-mail recipients per minute for the company; nothing was sent',
    'sendLimit.mailPerTenantPerDay':
      'Daily limit: at most {{max}} e-mail recipients per day for the company; nothing was sent',
  },
})
