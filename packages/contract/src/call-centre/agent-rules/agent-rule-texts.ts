import { defineTexts } from '../../core/define-domain'

/** The agent rules page's refusals. */
export const agentRuleTexts = defineTexts({
  'zh-CN': {
    'agentRules.acwSecondsInvalid': '话后处理时长应为1至3600秒的整数',
    'agentRules.autoAnswerDelayInvalid': '自动接听延迟应为0至10秒的整数',
    'agentRules.wrapUpCodeMissing': '所选小结码不存在',
  },
  'en-US': {
    'agentRules.acwSecondsInvalid': 'The after-call work lasts a whole number of seconds from 1 to 3600',
    'agentRules.autoAnswerDelayInvalid': 'The auto-answer delay is a whole number of seconds from 0 to 10',
    'agentRules.wrapUpCodeMissing': 'A chosen wrap-up code does not exist',
  },
})
