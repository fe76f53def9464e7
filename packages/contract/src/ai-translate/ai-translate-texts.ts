import { defineTexts } from '../core/define-domain'

export const aiTranslateTexts = defineTexts({
  'zh-CN': {
    'translate.textRequired': '请输入翻译文本！',
    'translate.modelRequired': '请输入模型！',
    'translate.paramsJson': '模型参数必须是合法的 JSON 对象',
    'translate.notConfigured': 'AI 翻译未配置：请在服务器上设置 LLM_BASE_URL 和 LLM_API_KEY',
    'translate.failed': 'AI 翻译失败，请稍后重试',
  },
  'en-US': {
    'translate.textRequired': 'Please enter the text to translate',
    'translate.modelRequired': 'Please enter the model',
    'translate.paramsJson': 'The model params must be a valid JSON object',
    'translate.notConfigured':
      'AI translation is not configured: set LLM_BASE_URL and LLM_API_KEY on the server',
    'translate.failed': 'AI translation failed; please try again later',
  },
})
