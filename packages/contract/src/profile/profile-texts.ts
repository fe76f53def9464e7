import { defineTexts } from '../core/define-domain'

export const profileTexts = defineTexts({
  'zh-CN': {
    'profile.nameRequired': '请输入姓名',
    'profile.nameLength': '姓名不能超过20个字符',
    'profile.phoneTaken': '该手机号已被其他账号使用',
    'profile.passwordRequired': '修改手机号或允许多设备登录，请输入当前密码',
    'profile.avatarType': '头像仅支持 PNG、JPEG、WebP 格式',
    'profile.avatarSize': '头像不能超过2MB',
    'profile.avatarEmpty': '头像文件为空',
    'profile.saved': '保存成功',
    'profile.sessionNotFound': '该登录会话不存在或已结束',
    'profile.sessionIsCurrent': '不能结束当前会话，请使用退出登录',
    'session.endedByOwner': '您已在其他设备上结束了此登录会话，当前设备已下线',
  },
  'en-US': {
    'profile.nameRequired': 'Please enter your name',
    'profile.nameLength': 'The name can be at most 20 characters',
    'profile.phoneTaken': 'Another account already uses this phone number',
    'profile.passwordRequired': 'Enter your current password to change your phone or allow several devices',
    'profile.avatarType': 'The avatar must be a PNG, JPEG or WebP image',
    'profile.avatarSize': 'The avatar can be at most 2 MB',
    'profile.avatarEmpty': 'The avatar file is empty',
    'profile.saved': 'Saved',
    'profile.sessionNotFound': 'That session does not exist or has already ended',
    'profile.sessionIsCurrent': 'This session cannot be ended here; please log out instead',
    'session.endedByOwner': 'You ended this session from another device; this one has been logged out',
  },
})
