import { defineTexts } from '../core/define-domain'

/** The working desk's server messages. */
export const workingDeskTexts = defineTexts({
  'zh-CN': {
    'workingDesk.unknownWrapUpCode': '话后小结不存在',
    'workingDesk.notYourCall': '只能为自己的通话选择话后小结',
  },
  'en-US': {
    'workingDesk.unknownWrapUpCode': 'No such wrap-up code',
    'workingDesk.notYourCall': 'You can wrap up only your own calls',
  },
})
