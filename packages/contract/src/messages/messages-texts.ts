import { defineTexts } from '../core/define-domain'

export const messagesTexts = defineTexts({
  'zh-CN': {
    'announcement.titleRequired': '请输入公告标题',
    'announcement.titleTooLong': '公告标题不能超过100个字符',
    'announcement.contentRequired': '请输入公告内容',
    'announcement.contentTooLong': '公告内容过长',
    'announcement.noticeTypeRequired': '请选择公告类型',
    'announcement.rolesRequired': '请选择接收角色',
    'announcement.attachmentMissing': '附件不存在或已失效，请重新上传',
  },
  'en-US': {
    'announcement.titleRequired': 'Please enter a title',
    'announcement.titleTooLong': 'The title can be at most 100 characters',
    'announcement.contentRequired': 'Please enter the content',
    'announcement.contentTooLong': 'The content is too long',
    'announcement.noticeTypeRequired': 'Please choose a notice type',
    'announcement.rolesRequired': 'Please choose the roles to notify',
    'announcement.attachmentMissing': 'An attachment is missing or has expired; please upload it again',
  },
})
