import { defineTexts } from '../core/define-domain'

export const workOrdersTexts = defineTexts({
  'zh-CN': {
    'workOrder.callRequired': '请选择通话',
    'workOrder.titleRequired': '请填写工单标题',
    'workOrder.titleTooLong': '工单标题不能超过100个字',
    'workOrder.descriptionTooLong': '工单描述不能超过2000个字',
    'workOrder.customerRequired': '请填写客户',
    'workOrder.customerTooLong': '客户名称不能超过50个字',
    'workOrder.commentRequired': '请填写评论',
    'workOrder.commentTooLong': '评论不能超过2000个字',
    'workOrder.statusNotAllowed': '工单当前状态不能改为该状态',
    'workOrder.memberNotFound': '该成员不能处理工单',
    'workOrder.assignedMessageTitle': '工单 {{number}} 已分配给你',
    'workOrder.mentionedMessageTitle': '{{name}} 在工单 {{number}} 中提到了你',
    'workOrder.messageLink': '查看工单',
  },
  'en-US': {
    'workOrder.callRequired': 'Please choose a call',
    'workOrder.titleRequired': 'Please give the work order a title',
    'workOrder.titleTooLong': 'The title can be at most 100 characters',
    'workOrder.descriptionTooLong': 'The description can be at most 2000 characters',
    'workOrder.customerRequired': 'Please give the customer',
    'workOrder.customerTooLong': 'The customer name can be at most 50 characters',
    'workOrder.commentRequired': 'Please write a comment',
    'workOrder.commentTooLong': 'A comment can be at most 2000 characters',
    'workOrder.statusNotAllowed': 'The work order cannot go to that status from its current one',
    'workOrder.memberNotFound': 'That member cannot handle work orders',
    'workOrder.assignedMessageTitle': 'Work order {{number}} was assigned to you',
    'workOrder.mentionedMessageTitle': '{{name}} mentioned you in work order {{number}}',
    'workOrder.messageLink': 'Open the work order',
  },
})
