import { defineTexts } from '../../core/define-domain'

/** The queues page's refusals, and what a waiting caller hears from their queue. */
export const queueTexts = defineTexts({
  'zh-CN': {
    'queues.nameRequired': '请输入技能组名称',
    'queues.nameTooLong': '技能组名称不能超过30个字',
    'queues.memberMissing': '所选成员不存在',
    'queues.memberTwice': '同一成员只能加入一次',
    'queues.skillLevelInvalid': '技能等级应为1至10的整数',
    'queues.ringTimeoutSecondsInvalid': '振铃超时应为5至120秒的整数',
    'queues.maxOffersPerAgentInvalid': '每个坐席的振铃次数应为1至20的整数',
    'queues.maxWaitSecondsInvalid': '最长等待应为10至3600秒的整数',
    'queues.announceEverySecondsInvalid': '排队播报间隔应为10至600秒的整数',
    'queues.overflowQueueRequired': '请选择溢出到的技能组',
    'queues.overflowQueueMissing': '溢出到的技能组不存在，且不能是本技能组',
    'queues.inUse': '该技能组仍有通话记录，不能删除',
    'queues.heard.position': '您前面还有{{ahead}}位，预计等待{{minutes}}分钟，请耐心等待',
    'queues.heard.overflow': '当前排队人数较多，正在为您转接其他队列',
    'queues.heard.callback': '已为您登记回拨，您的排队位置保留，坐席空闲后将给您回拨，请挂机',
    'queues.heard.hangup': '当前坐席全忙，请稍后再拨，再见',
  },
  'en-US': {
    'queues.nameRequired': 'Please enter the skill group name',
    'queues.nameTooLong': 'A skill group name holds at most 30 characters',
    'queues.memberMissing': 'A chosen member does not exist',
    'queues.memberTwice': 'A member joins a skill group only once',
    'queues.skillLevelInvalid': 'A skill level is a whole number from 1 to 10',
    'queues.ringTimeoutSecondsInvalid': 'The ring timeout is a whole number of seconds from 5 to 120',
    'queues.maxOffersPerAgentInvalid': 'The offers per agent are a whole number from 1 to 20',
    'queues.maxWaitSecondsInvalid': 'The maximum wait is a whole number of seconds from 10 to 3600',
    'queues.announceEverySecondsInvalid':
      'The announcement interval is a whole number of seconds from 10 to 600',
    'queues.overflowQueueRequired': 'Please choose the skill group calls overflow to',
    'queues.overflowQueueMissing': 'The overflow skill group does not exist, or is this one',
    'queues.inUse': 'This skill group has call records and cannot be deleted',
    'queues.heard.position':
      'There are {{ahead}} callers ahead of you; the estimated wait is {{minutes}} minutes. Please hold',
    'queues.heard.overflow': 'All agents are busy: we are putting you through to another queue',
    'queues.heard.callback':
      'We will call you back, keeping your place in the queue, when an agent is free. Please hang up',
    'queues.heard.hangup': 'All agents are busy. Please call again later. Goodbye',
  },
})
