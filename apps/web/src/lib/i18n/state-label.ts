import type { Locale } from '@portal/contract'
import { readCurrentLocale } from './current-locale'

/**
 * A state's label from one of the contract's label tables (AGENT_STATE_LABELS, CALL_STATUS_LABELS…), in the
 * page's language; a language switch reloads the page, so reading it once per call is enough.
 * @example stateLabel(AGENT_STATE_LABELS.READY) // '接线'
 */
export const stateLabel = (labels: Readonly<Record<Locale, string>>): string => labels[readCurrentLocale()]
