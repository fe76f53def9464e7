import { defineTexts } from '../../core/define-domain'

/**
 * The IVR's texts: the server's refusals of a flow, and the lines a caller hears besides the tenant's own greetings
 * (what they pressed, silence, a wrong key, a call-back request left), written to the call's record as heard.
 */
export const ivrTexts = defineTexts({
  'zh-CN': {
    'ivr.duplicateKey': '同一菜单中按键不能重复',
    'ivr.duplicateName': 'IVR 名称已存在',
    'ivr.duplicateMenu': '菜单编号不能重复',
    'ivr.unknownMenu': '按键指向的子菜单不存在',
    'ivr.unknownSkillGroup': '按键指向的技能组不存在',
    'ivr.inUse': '该 IVR 正被号码使用，请先修改号码的路由',
    'ivr.badHours': '营业时间的开始时间须早于结束时间',
    'ivr.noSuchNumber': '该号码不是本企业的可用号码',
    'ivr.heard.pressed': '（来电按 {{key}}）',
    'ivr.heard.timeout': '（来电未按键）',
    'ivr.heard.wrongKey': '（来电按 {{key}}，无此选项）',
    'ivr.heard.callback': '已为您登记回拨，坐席空闲后将尽快给您回拨。',
    'ivr.heard.goodbye': '感谢您的来电，再见。',
  },
  'en-US': {
    'ivr.duplicateKey': 'A key can be used only once in a menu',
    'ivr.duplicateName': 'An IVR with this name exists already',
    'ivr.duplicateMenu': 'Menu ids must be unique',
    'ivr.unknownMenu': 'A key leads to a sub-menu that does not exist',
    'ivr.unknownSkillGroup': 'A key leads to a skill group that does not exist',
    'ivr.inUse': "A number routes to this IVR: change the number's route first",
    'ivr.badHours': 'Business hours must start before they end',
    'ivr.noSuchNumber': "This number is not one of the tenant's numbers in use",
    'ivr.heard.pressed': '(the caller pressed {{key}})',
    'ivr.heard.timeout': '(the caller pressed nothing)',
    'ivr.heard.wrongKey': '(the caller pressed {{key}}, not an option)',
    'ivr.heard.callback': 'Your call-back request is taken; we will call you back soon.',
    'ivr.heard.goodbye': 'Thank you for calling, goodbye.',
  },
})
