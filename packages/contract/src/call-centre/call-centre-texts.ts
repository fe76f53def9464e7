import { defineTexts } from '../core/define-domain'
import { agentRuleTexts } from './agent-rules/agent-rule-texts'
import { ivrTexts } from './ivr/ivr-texts'
import { numbersTexts } from './numbers/numbers-texts'
import { queueTexts } from './queues/queue-texts'
import { signInTexts } from './sign-in/sign-in-texts'
import { surveyTexts } from './survey/survey-texts'

/** The call-centre administration's messages (errors the server answers with), one key per rule, by part. */
export const callCentreTexts = defineTexts({
  'zh-CN': {
    'callCentre.notFound': '记录不存在或已被删除',
    ...numbersTexts['zh-CN'],
    ...ivrTexts['zh-CN'],
    ...queueTexts['zh-CN'],
    ...agentRuleTexts['zh-CN'],
    ...signInTexts['zh-CN'],
    ...surveyTexts['zh-CN'],
  },
  'en-US': {
    'callCentre.notFound': 'The record does not exist or was deleted',
    ...numbersTexts['en-US'],
    ...ivrTexts['en-US'],
    ...queueTexts['en-US'],
    ...agentRuleTexts['en-US'],
    ...signInTexts['en-US'],
    ...surveyTexts['en-US'],
  },
})
