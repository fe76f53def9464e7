import { defineTexts } from '../core/define-domain'

export const workOrdersTexts = defineTexts({
  'zh-CN': {
    'workOrder.callRequired': '请选择通话',
    'workOrder.titleRequired': '请填写工单标题',
    'workOrder.titleTooLong': '工单标题不能超过100个字',
    'workOrder.descriptionTooLong': '工单描述不能超过2000个字',
  },
  'en-US': {
    'workOrder.callRequired': 'Please choose a call',
    'workOrder.titleRequired': 'Please give the work order a title',
    'workOrder.titleTooLong': 'The title can be at most 100 characters',
    'workOrder.descriptionTooLong': 'The description can be at most 2000 characters',
  },
})
