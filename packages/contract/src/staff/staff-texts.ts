import { defineTexts } from '../core/define-domain'

export const staffTexts = defineTexts({
  'zh-CN': {
    'staff.nameRequired': '请输入姓名',
    'staff.nameLength': '姓名不能超过20个字符',
    'staff.emailRequired': '请输入邮箱',
    'staff.emailFormat': '邮箱格式不正确',
    'staff.employeeNoFormat': '工号为4-12位字母或数字',
    'staff.phoneFormat': '手机号格式不正确',
    'staff.roleRequired': '请选择角色',
    'staff.roleUnknown': '角色不存在',
    'staff.skillGroupUnknown': '技能组不存在',
    'staff.emailTaken': '该邮箱已被使用',
    'staff.employeeNoTaken': '该工号已被使用',
    'staff.phoneTaken': '该手机号已被使用',
    'staff.userLimit': '员工数量已达许可上限（{{limit}}人），请先停用其他员工或扩容',
    'staff.speechSeatLimit': '语音坐席数量已达许可上限（{{limit}}个），请先移出其他员工的技能组或扩容',
    'staff.cannotDisableSelf': '不能停用自己的账号',
    'staff.sharedAccount': '该账号同时属于其他租户，不能在此停用或修改姓名、手机号',
    'staff.disabledSession': '账号已被停用',
    'staff.inviteSubject': '请设置您的登录密码',
    'staff.resetSubject': '请重新设置您的登录密码',
    'staff.setPasswordLinkInvalid': '链接无效或已过期，请联系管理员重新发送',
    'staff.alreadyInvited': '已向该邮箱发出邀请，请等待对方接受，或重发、撤销该邀请',
    'staff.joinSubject': '邀请您加入{{tenant}}',
    'staff.invitationPasswordWrong': '密码不正确，请输入您现有账号的登录密码',
    'staff.invitationNoSeat': '该企业的员工数量已达许可上限，请联系邀请您的管理员',
  },
  'en-US': {
    'staff.nameRequired': 'Please enter the name',
    'staff.nameLength': 'The name can be at most 20 characters',
    'staff.emailRequired': 'Please enter the e-mail',
    'staff.emailFormat': 'E-mail format incorrect',
    'staff.employeeNoFormat': 'The employee number is 4-12 letters or digits',
    'staff.phoneFormat': 'Phone number format incorrect',
    'staff.roleRequired': 'Please choose a role',
    'staff.roleUnknown': 'The role does not exist',
    'staff.skillGroupUnknown': 'The skill group does not exist',
    'staff.emailTaken': 'This e-mail is already in use',
    'staff.employeeNoTaken': 'This employee number is already in use',
    'staff.phoneTaken': 'This phone number is already in use',
    'staff.userLimit':
      'The licence allows {{limit}} active staff members; disable another member or extend the licence first',
    'staff.speechSeatLimit':
      'The licence allows {{limit}} speech seats; take another member out of their skill groups or extend the licence first',
    'staff.cannotDisableSelf': 'You cannot disable your own account',
    'staff.sharedAccount':
      'This account also belongs to another tenant: its status, name and phone cannot be changed here',
    'staff.disabledSession': 'Your account has been disabled',
    'staff.inviteSubject': 'Set your password',
    'staff.resetSubject': 'Set a new password',
    'staff.setPasswordLinkInvalid':
      'The link is not valid or has expired; ask your administrator to send a new one',
    'staff.alreadyInvited':
      'An invitation was already sent to this e-mail: wait for it to be accepted, or resend or withdraw it',
    'staff.joinSubject': 'You are invited to join {{tenant}}',
    'staff.invitationPasswordWrong': 'Wrong password: enter the password of your existing account',
    'staff.invitationNoSeat':
      'This company has no free staff seat under its licence; contact the administrator who invited you',
  },
})
