import { defineTexts } from '../../core/define-domain'

/** The numbers page's messages (errors the server answers with), merged into the call-centre texts. */
export const numbersTexts = defineTexts({
  'zh-CN': {
    'callCentre.numbers.invalidNumber': '号码只能是3到20位数字',
    'callCentre.numbers.nameRequired': '请输入号码名称',
    'callCentre.numbers.nameTooLong': '号码名称不能超过40个字',
    'callCentre.numbers.closedMessageTooLong': '关闭提示音文字不能超过500个字',
    'callCentre.numbers.routeTargetRequired': '请选择号码的去向：IVR、技能组或关闭提示音文字',
    'callCentre.numbers.duplicate': '该号码已存在',
    'callCentre.numbers.limit': '号码数量已达许可上限（{{limit}}个），请先停用其他号码或扩容',
    'callCentre.numbers.unknownTarget': '所选的 IVR 或技能组不存在或已被删除',
    'callCentre.numbers.retiredNotAllowed': '已停用的号码不能用于外呼',
    'callCentre.numbers.defaultNotListed': '默认外呼号码必须是该技能组可用的号码之一',
  },
  'en-US': {
    'callCentre.numbers.invalidNumber': 'A number has 3 to 20 digits and nothing else',
    'callCentre.numbers.nameRequired': 'Enter the number’s name',
    'callCentre.numbers.nameTooLong': 'A number’s name can be at most 40 characters',
    'callCentre.numbers.closedMessageTooLong': 'The closed message can be at most 500 characters',
    'callCentre.numbers.routeTargetRequired':
      'Choose where the number’s calls go: an IVR, a skill group or a closed message',
    'callCentre.numbers.duplicate': 'The company already has this number',
    'callCentre.numbers.limit':
      'The licence allows {{limit}} numbers; retire another number or extend the licence first',
    'callCentre.numbers.unknownTarget': 'The chosen IVR or skill group does not exist or was deleted',
    'callCentre.numbers.retiredNotAllowed': 'A retired number cannot be called out from',
    'callCentre.numbers.defaultNotListed': 'The default number must be one of the skill group’s numbers',
  },
})
