import { defineTexts } from '../core/define-domain'

export const protocolsTexts = defineTexts({
  'zh-CN': {
    'protocol.fetchFailed': '获取协议失败！',
  },
  'en-US': {
    'protocol.fetchFailed': 'Failed to get the agreement',
  },
})
