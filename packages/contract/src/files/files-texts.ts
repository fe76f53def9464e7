import { defineTexts } from '../core/define-domain'

export const filesTexts = defineTexts({
  'zh-CN': {
    'file.tooLarge': '文件不能超过5MB',
    'file.typeNotAllowed': '不支持该文件类型',
    'file.imageDimensions': '图片尺寸不能超过{{max}}×{{max}}像素',
    'file.storageFull': '本租户的文件存储已达上限{{limit}} GB，无法继续上传，请联系管理员',
  },
  'en-US': {
    'file.tooLarge': 'The file can be at most 5 MB',
    'file.typeNotAllowed': 'This type of file is not allowed',
    'file.imageDimensions': 'The image can be at most {{max}} × {{max}} pixels',
    'file.storageFull':
      "Your organisation's files have reached their storage limit of {{limit}} GB; please contact your administrator",
  },
})
