import { IVR_KEYS, ivrDefinitionSchema, type IvrDefinition, type Locale } from '@portal/contract'
import type { Queryable } from '../../../db/database'
import { simulatorNumberFor } from './simulator-number'
import {
  insertIvrFlow,
  insertIvrNumber,
  insertSimulatorSettings,
  insertSkillGroupWith,
  tenantNameAndLocale,
} from './starter-call-centre-repository'

/** The starter set-up's names, in the tenant's language (they are the tenant's data, renamed at will). */
const STARTER_NAMES: Record<Locale, { skillGroup: string; ivr: string; number: string; greeting: string }> = {
  'zh-CN': {
    skillGroup: '默认技能组',
    ivr: '默认 IVR',
    number: '默认号码',
    greeting: '欢迎致电{{company}}，请按任意键或稍候，我们将为您转接客服。',
  },
  'en-US': {
    skillGroup: 'Default queue',
    ivr: 'Default IVR',
    number: 'Default number',
    greeting: 'Welcome to {{company}}. Press any key or hold, and we will put you through.',
  },
}

/** One menu that welcomes the caller and sends every key, silence and a wrong key to the one queue; always open. */
function starterIvr(skillGroupId: string, greeting: string): IvrDefinition {
  const toQueue = { kind: 'QUEUE', skillGroupId } as const
  return ivrDefinitionSchema.parse({
    menus: [
      {
        id: 'main',
        name: 'main',
        greeting,
        keys: IVR_KEYS.map((key) => ({ key, action: toQueue })),
        onTimeout: toQueue,
        onWrongKey: toQueue,
      },
    ],
    businessHours: null,
  })
}

/**
 * Gives a newly created tenant a call centre that takes a call at once, in the transaction that creates it (the
 * tenant set on it): the simulator network, one skill group holding its administrator, one IVR flow sending every
 * key to that group, and one number routed to the IVR and listed as the group's default outbound number.
 * @example await giveStarterCallCentre(tx, { tenantCode, administratorId })
 * @returns the tenant's number
 */
export async function giveStarterCallCentre(
  tx: Queryable,
  tenant: { tenantCode: string; administratorId: string },
): Promise<string> {
  const { name: company, locale } = await tenantNameAndLocale(tx)
  const names = STARTER_NAMES[locale] ?? STARTER_NAMES['zh-CN']
  await insertSimulatorSettings(tx)
  const skillGroupId = await insertSkillGroupWith(tx, names.skillGroup, tenant.administratorId)
  const greeting = names.greeting.replace('{{company}}', company)
  const ivrId = await insertIvrFlow(tx, names.ivr, starterIvr(skillGroupId, greeting))
  const number = simulatorNumberFor(tenant.tenantCode)
  await insertIvrNumber(tx, { number, name: names.number, ivrId, outboundOf: skillGroupId })
  return number
}
