import { defineTexts } from '../core/define-domain'

export const rolesTexts = defineTexts({
  'zh-CN': {
    'role.codeRequired': '请输入角色编码',
    'role.codeInvalid': '角色编码以字母开头，只能包含字母、数字、下划线、点和短横线',
    'role.codeTaken': '角色编码已存在',
    'role.nameRequired': '请输入角色名称',
    'role.nameTooLong': '角色名称不能超过50个字符',
    'role.unknownPermission': '未知的权限编码：{{code}}',
    'role.inUse': '该角色仍有 {{count}} 名员工，请先将他们转移到其他角色再删除',
    'role.moveToSame': '请选择另一个角色',
    'role.lastAdministrator': '至少需要一名启用中的员工持有角色管理权限，否则将无人能够管理角色',
    'role.grantNotHeld': '您只能授予自己持有的权限，以下权限您未持有：{{codes}}',
    'role.grantOwnRole': '不能更改自己的角色，请由其他管理员操作',
    'role.grantOwnRoleWiden': '不能为自己所在的角色增加权限，请由其他管理员操作',
    'role.grantOutranked': '该员工持有您未持有的权限，您不能更改其角色或资料',
    'role.grantRoleOutranked': '该角色包含您未持有的权限，您不能修改它',
  },
  'en-US': {
    'role.codeRequired': 'Please enter the role code',
    'role.codeInvalid':
      'A role code starts with a letter and holds only letters, digits, underscores, dots and hyphens',
    'role.codeTaken': 'This role code already exists',
    'role.nameRequired': 'Please enter the role name',
    'role.nameTooLong': 'A role name holds at most 50 characters',
    'role.unknownPermission': 'Unknown permission code: {{code}}',
    'role.inUse':
      '{{count}} staff members still hold this role: move them to another role before deleting it',
    'role.moveToSame': 'Please choose another role',
    'role.lastAdministrator':
      'At least one active staff member must keep the role administration code, or no one could manage roles',
    'role.grantNotHeld': 'You can grant only permissions you hold yourself; you do not hold: {{codes}}',
    'role.grantOwnRole': 'You cannot change your own role; ask another administrator',
    'role.grantOwnRoleWiden': 'You cannot add permissions to a role you hold; ask another administrator',
    'role.grantOutranked':
      'This staff member holds permissions you do not hold: you cannot change their role or details',
    'role.grantRoleOutranked': 'This role holds permissions you do not hold: you cannot change it',
  },
})
