import type { SignInSettings } from '@portal/contract'
import type { Queryable } from '../../../db/database'
import { loadCtiSettings, saveCallCentreSettings } from '../../telephony/state/cti-settings-repository'

/** The tenant's sign-in modes, phone pattern and network, as the page shows them. */
export async function readSignInSettings(tx: Queryable): Promise<SignInSettings> {
  const { signModels, agentPhonePattern, network, sipAddress } = await loadCtiSettings(tx)
  return { signModels, agentPhonePattern, network, sipAddress }
}

export const saveSignInSettings = (tx: Queryable, settings: SignInSettings) =>
  saveCallCentreSettings(tx, settings)
