import { defineDomain } from '../core/define-domain'
import { chatRobotAccountRoute, chatRobotQrCodeRoute, chatRobotQrScanRoute } from './chat-rpa-routes'
import { chatRpaTexts } from './chat-rpa-texts'

export * from './chat-rpa-routes'

/** The chat robot's account and its QR login. */
export const chatRpaDomain = defineDomain({
  name: 'chat-rpa',
  routes: { chatRobotAccountRoute, chatRobotQrCodeRoute, chatRobotQrScanRoute },
  texts: chatRpaTexts,
})
