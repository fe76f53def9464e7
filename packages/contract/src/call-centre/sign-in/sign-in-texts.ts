import { defineTexts } from '../../core/define-domain'

/**
 * The sign-in modes page's refusals, and the one real reason an agent's sign-in is refused (§8's possible reasons
 * made precise: no skill group, no number, a mode the tenant does not allow, the SIP server out of reach).
 */
export const signInTexts = defineTexts({
  'zh-CN': {
    'callCentre.signIn.modeRequired': '请至少允许一种签入方式',
    'callCentre.signIn.phonePattern': '号码规则不是有效的正则表达式',
    'callCentre.signIn.sipAddress': '请输入SIP服务器地址，如 sip.example.com 或 sip.example.com:5060',
    'callCentre.signIn.noSipServer': '本系统未配置SIP服务器，不能选择SIP网络',
    'callCentre.signIn.otherSipServer': '本系统只连接SIP服务器 {{server}}，请填写该地址',
    'callCentre.signIn.notInSkillGroup': '签入失败：你不在任何技能组中，请联系管理员把你加入技能组',
    'callCentre.signIn.noNumber': '签入失败：企业没有可用的号码，请联系管理员添加号码',
    'callCentre.signIn.modeNotAllowed': '签入失败：企业不允许以此方式签入，请换一种签入方式',
    'callCentre.signIn.networkFault': '签入失败：网络故障，无法连接企业的SIP服务器 {{server}}',
  },
  'en-US': {
    'callCentre.signIn.modeRequired': 'Allow at least one sign-in mode',
    'callCentre.signIn.phonePattern': 'The phone pattern is not a valid regular expression',
    'callCentre.signIn.sipAddress':
      'Enter the SIP server address, e.g. sip.example.com or sip.example.com:5060',
    'callCentre.signIn.noSipServer':
      'This portal has no SIP server configured: the SIP network cannot be chosen',
    'callCentre.signIn.otherSipServer':
      'This portal connects only to the SIP server {{server}}: enter that address',
    'callCentre.signIn.notInSkillGroup':
      'Sign-in failed: you are not in any skill group; ask your administrator to add you to one',
    'callCentre.signIn.noNumber':
      'Sign-in failed: the company has no number in service; ask your administrator to add one',
    'callCentre.signIn.modeNotAllowed':
      'Sign-in failed: the company does not allow this sign-in mode; choose another',
    'callCentre.signIn.networkFault':
      'Sign-in failed: network fault, the company’s SIP server {{server}} cannot be reached',
  },
})
