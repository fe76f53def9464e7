import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'

/** Passwords that pass the §5 rule but are easy to guess (common words, sequences, dates) score below this. */
const STRONG_ENOUGH_SCORE = 2

const estimator = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs })

/**
 * Whether a password is weak enough to warn about (spec §4, weak password).
 * @example isWeakPassword('Password1') // true; isWeakPassword('Admin@2026') // false
 * @param userInputs the account's own names and addresses, which make a password weaker when it contains them
 */
export const isWeakPassword = (password: string, userInputs: string[] = []): boolean =>
  estimator.check(password, userInputs).score < STRONG_ENOUGH_SCORE
