import { checkResetEmail, checkResetPhone } from '@portal/contract'
import { AppError } from '../../lib/app-error'

/**
 * The §5 reset rules for the e-mail and phone, both steps alike; a format error answers with the rule's message.
 * @param isLanguageSwitchOn the site tenant's language switch: any country's number (4–16 digits) when on
 */
export function assertResetTarget(email: string, phone: string, isLanguageSwitchOn: boolean): void {
  const problem = checkResetEmail(email) ?? checkResetPhone(phone, isLanguageSwitchOn)
  if (problem) throw new AppError('FAILURE', problem)
}
