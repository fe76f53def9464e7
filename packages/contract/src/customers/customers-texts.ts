import { defineTexts } from '../core/define-domain'

export const customersTexts = defineTexts({
  'zh-CN': {
    'customer.alreadyClaimed': '该客户已被其他坐席领取',
    'customer.alreadyMine': '该客户已是你的客户',
    'customer.notYours': '只能释放自己的客户',
    'customer.blacklistPending': '该客户的拉黑申请正在审核中',
    'customer.alreadyBlacklisted': '该客户已在黑名单中',
    'customer.reasonRequired': '请填写拉黑原因',
    'customer.reasonTooLong': '拉黑原因不能超过200个字',
    'customer.contactsOfWhom': '请指定客户或通话',
  },
  'en-US': {
    'customer.alreadyClaimed': 'Another agent has already claimed this customer',
    'customer.alreadyMine': 'This customer is already yours',
    'customer.notYours': 'You can release only your own customers',
    'customer.blacklistPending': 'A request to blacklist this customer is already waiting for audit',
    'customer.alreadyBlacklisted': 'This customer is already on the blacklist',
    'customer.reasonRequired': 'Please give a reason for the blacklist',
    'customer.reasonTooLong': 'The reason can be at most 200 characters',
    'customer.contactsOfWhom': 'Please name a customer or a call',
  },
})
