import { defineTexts } from '../core/define-domain'

export const bannersTexts = defineTexts({
  'zh-CN': {
    'banner.imageRequired': '请上传轮播图片',
    'banner.linkInvalid': '链接地址不正确',
  },
  'en-US': {
    'banner.imageRequired': 'Please upload the banner image',
    'banner.linkInvalid': 'The link address is not valid',
  },
})
