import type { SurveySettings } from '@portal/contract'
import type { Queryable } from '../../../db/database'
import { loadCtiSettings, saveCallCentreSettings } from '../../telephony/state/cti-settings-repository'

/** The tenant's satisfaction survey, as the page shows it. */
export async function readSurveySettings(tx: Queryable): Promise<SurveySettings> {
  const settings = await loadCtiSettings(tx)
  return {
    enabled: settings.satisfactionEnabled,
    prompt: settings.satisfactionPrompt,
    scale: settings.satisfactionScale,
  }
}

export const saveSurveySettings = (tx: Queryable, survey: SurveySettings) =>
  saveCallCentreSettings(tx, {
    satisfactionEnabled: survey.enabled,
    satisfactionPrompt: survey.prompt,
    satisfactionScale: survey.scale,
  })
