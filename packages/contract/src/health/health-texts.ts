import { defineTexts } from '../core/define-domain'

export const healthTexts = defineTexts({
  'zh-CN': { 'health.notReady': '服务暂未就绪' },
  'en-US': { 'health.notReady': 'The service is not ready' },
})
