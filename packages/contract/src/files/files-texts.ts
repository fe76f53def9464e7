import { defineTexts } from '../core/define-domain'

export const filesTexts = defineTexts({
  'zh-CN': {
    'file.tooLarge': '文件不能超过5MB',
    'file.typeNotAllowed': '不支持该文件类型',
  },
  'en-US': {
    'file.tooLarge': 'The file can be at most 5 MB',
    'file.typeNotAllowed': 'This type of file is not allowed',
  },
})
