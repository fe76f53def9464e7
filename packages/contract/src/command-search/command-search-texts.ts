import { defineTexts } from '../core/define-domain'

export const commandSearchTexts = defineTexts({
  'zh-CN': {
    'commandSearch.queryRequired': '请输入要搜索的内容',
    'commandSearch.queryTooLong': '搜索内容不能超过50个字',
  },
  'en-US': {
    'commandSearch.queryRequired': 'Please type something to search for',
    'commandSearch.queryTooLong': 'The search can be at most 50 characters',
  },
})
