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
  },
})
