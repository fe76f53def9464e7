import { defineTexts } from '../core/define-domain'

export const chatRpaTexts = defineTexts({
  'zh-CN': {
    'qr.systemError': '系统错误，请稍后重试！',
    'qr.linkFailed': '获取链接失败！！',
  },
  'en-US': {
    'qr.systemError': 'System error, please try again later!',
    'qr.linkFailed': 'Failed to get the link!',
  },
})
