import type { TFunction } from 'i18next'
import { isContractText } from './register-translations'

/**
 * A text the server sent in the CTI state (a reason, a failure): the contract's text in the page's language when it
 * is one of its keys, else the words as they came.
 * @example serverText(t, 'telephony.referralDeclined') // '同事拒接了转接的来电，客户已回到你的通话中'
 */
export const serverText = (t: TFunction<'contract'>, text: string): string =>
  isContractText(text) ? t(text) : text
