import { defineTexts } from '../core/define-domain'

export const recordsTexts = defineTexts({
  'zh-CN': {
    'record.alreadyClosed': '该记录已处理',
  },
  'en-US': {
    'record.alreadyClosed': 'This record has already been handled',
  },
})
