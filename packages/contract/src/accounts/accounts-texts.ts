import { defineTexts } from '../core/define-domain'

export const accountsTexts = defineTexts({
  'zh-CN': {
    'account.required': '请输入工号/邮箱账号',
    'account.format': '邮箱账号格式错误',
    'password.required': '请输入密码',
    'password.length': '密码长度为8-20位',
    'password.kinds': '密码需包含大写字母、小写字母、数字、特殊字符中的至少3种',
    'password.space': '密码中含有空格，请重新输入',
    'password.newRequired': '请输入新密码',
    'password.confirmRequired': '请再次输入新密码',
    'password.mismatch': '新密码输入不一致',
    'password.changed': '修改成功！',
    'password.oldWrong': '原密码错误',
    'password.sameAsOld': '新密码不能与原密码相同',
    'account.unlocked': '账号已解锁',
  },
  'en-US': {
    'account.required': 'Please enter your employee number or email',
    'account.format': 'Invalid email or employee number',
    'password.required': 'Please enter your password',
    'password.length': 'The password must be 8 to 20 characters long',
    'password.kinds': 'The password needs at least 3 of: upper case, lower case, digits, special characters',
    'password.space': 'The password contains a space, please enter it again',
    'password.newRequired': 'Please enter a new password',
    'password.confirmRequired': 'Please enter the new password again',
    'password.mismatch': 'The new passwords do not match',
    'password.changed': 'Changed successfully',
    'password.oldWrong': 'The current password is wrong',
    'password.sameAsOld': 'The new password must differ from the current one',
    'account.unlocked': 'The account is unlocked',
  },
})
