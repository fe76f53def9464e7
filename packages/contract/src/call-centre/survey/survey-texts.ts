import { defineTexts } from '../../core/define-domain'

/** The survey page's refusals, and what a surveyed caller hears after the prompt. */
export const surveyTexts = defineTexts({
  'zh-CN': {
    'callCentre.survey.promptRequired': '开启满意度调查时请填写提示语',
    'callCentre.survey.promptTooLong': '提示语不能超过200个字',
    'callCentre.survey.scale': '评分等级只能是3、5或10分',
    'callCentre.survey.defaultPrompt': '请对本次服务进行评价，1分最不满意，{{scale}}分最满意',
    'callCentre.survey.heardScore': '您的评分：{{score}}分（满分{{scale}}分），感谢您的评价，再见',
    'callCentre.survey.heardOutOfScale': '您的输入无效，评分须在1到{{scale}}之间，再见',
    'callCentre.survey.heardNoAnswer': '未收到您的评价，再见',
  },
  'en-US': {
    'callCentre.survey.promptRequired': 'Enter the prompt when the survey is on',
    'callCentre.survey.promptTooLong': 'The prompt can be at most 200 characters',
    'callCentre.survey.scale': 'The scale can only be 3, 5 or 10',
    'callCentre.survey.defaultPrompt':
      'Please rate our service: 1 is the least satisfied, {{scale}} the most',
    'callCentre.survey.heardScore':
      'Your score: {{score}} out of {{scale}}. Thank you for your feedback, goodbye',
    'callCentre.survey.heardOutOfScale':
      'That answer is not valid: the score must be from 1 to {{scale}}. Goodbye',
    'callCentre.survey.heardNoAnswer': 'No answer was received. Goodbye',
  },
})
