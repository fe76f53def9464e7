import { defineTexts } from '../core/define-domain'

export const menusTexts = defineTexts({
  'zh-CN': {
    'url.notAllowed': '地址必须是允许的来源下的 http(s) 地址',
    'ticket.invalid': '票据无效或已过期',
  },
  'en-US': {
    'url.notAllowed': 'The address must be an http(s) address on an allowed origin',
    'ticket.invalid': 'The ticket is invalid or has expired',
  },
})
