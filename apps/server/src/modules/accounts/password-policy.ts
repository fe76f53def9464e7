import { loadOnFirstUse } from '../../lib/load-on-first-use'

/** Passwords that pass the §5 rule but are easy to guess (common words, sequences, dates) score below this. */
const STRONG_ENOUGH_SCORE = 2

// Unpacking its dictionaries takes a quarter of a second: done at the first check, never on the start's path.
const loadEstimator = loadOnFirstUse(async () => {
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ])
  return new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs })
})

/**
 * Whether a password is weak enough to warn about (spec §4, weak password).
 * @example await isWeakPassword('Password1') // true; await isWeakPassword('Admin@2026') // false
 * @param userInputs the account's own names and addresses, which make a password weaker when it contains them
 */
export const isWeakPassword = async (password: string, userInputs: string[] = []): Promise<boolean> =>
  (await loadEstimator()).check(password, userInputs).score < STRONG_ENOUGH_SCORE
