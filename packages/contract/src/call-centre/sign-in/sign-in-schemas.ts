import { z } from 'zod'
import { TELEPHONY_NETWORKS } from '../../telephony/softphone-schemas'
import { SIGN_MODELS } from '../../telephony/telephony-states'
import { isSipAddress } from './sip-address'

const compiles = (source: string) => {
  try {
    new RegExp(source)
    return true
  } catch {
    return false
  }
}

/**
 * How the tenant's agents sign in (签入方式): the modes it allows (at least one), the pattern an agent's mobile must
 * match (null: the default of §9), and the network its calls run on with the SIP server's address.
 */
export const signInSettingsSchema = z
  .object({
    signModels: z
      .array(z.enum(SIGN_MODELS))
      .min(1, 'callCentre.signIn.modeRequired')
      .max(SIGN_MODELS.length)
      .refine((models) => new Set(models).size === models.length, 'callCentre.signIn.modeRequired'),
    agentPhonePattern: z
      .string()
      .trim()
      .max(200, 'callCentre.signIn.phonePattern')
      .refine(compiles, 'callCentre.signIn.phonePattern')
      .nullable()
      .transform((pattern) => pattern || null),
    network: z.enum(TELEPHONY_NETWORKS),
    sipAddress: z
      .string()
      .trim()
      .max(260, 'callCentre.signIn.sipAddress')
      .nullable()
      .transform((address) => address || null),
  })
  .refine((form) => form.network !== 'sip' || (form.sipAddress !== null && isSipAddress(form.sipAddress)), {
    message: 'callCentre.signIn.sipAddress',
    path: ['sipAddress'],
  })
export type SignInSettings = z.infer<typeof signInSettingsSchema>
export type SignInSettingsForm = z.input<typeof signInSettingsSchema>

/** The sign-in modes page: the tenant's settings and the SIP server this portal connects to, when it has one. */
export const signInSettingsPageSchema = z.object({
  settings: z.object({
    signModels: z.array(z.enum(SIGN_MODELS)),
    agentPhonePattern: z.string().nullable(),
    network: z.enum(TELEPHONY_NETWORKS),
    sipAddress: z.string().nullable(),
  }),
  /** The SIP domain this portal's softphones register with (its configuration); null: it has none. */
  portalSipServer: z.string().nullable(),
})
export type SignInSettingsPage = z.infer<typeof signInSettingsPageSchema>
