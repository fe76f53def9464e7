import { z } from 'zod'
import { defineRoute } from '../core/define-route'

/**
 * What the SIP server (kamailio) saw of a call it routed to or from one of our agents: the INVITE, its answer
 * (200 OK), and its end (a BYE, a CANCEL, or a final failure with its SIP status).
 */
export const SIP_SERVER_EVENTS = ['invite', 'answer', 'bye', 'cancel', 'failure'] as const
export type SipServerEvent = (typeof SIP_SERVER_EVENTS)[number]

/** The header carrying the SIP server's signature of the body: hex HMAC-SHA256 with the shared SIP secret. */
export const SIP_SIGNATURE_HEADER = 'x-sip-signature'

const sipText = z.string().max(400)

/**
 * One event of the SIP server. `from` and `to` are the SIP users of the request's From and To (an agent's user
 * is `<tenant code>.<employee number>`), `at` when it saw it (Unix seconds), `status` the SIP status of a failure,
 * `replaces` the Call-ID an INVITE with Replaces (RFC 3891) takes over (another tab of the agent taking the call).
 */
export const sipServerEventSchema = z.object({
  event: z.enum(SIP_SERVER_EVENTS),
  callId: z.string().min(1).max(200),
  from: sipText,
  to: sipText,
  fromUri: sipText.optional(),
  toUri: sipText.optional(),
  fromTag: z.string().max(200).optional(),
  status: z.number().int().min(100).max(699).optional(),
  replaces: z.string().max(200).optional(),
  at: z.number().int().positive(),
})
export type SipServerEventBody = z.infer<typeof sipServerEventSchema>

/**
 * The SIP server tells the CTI server about a call of an agent, so the call is kept right even when the agent's
 * page never reports it. No session: the body must be signed with the shared SIP secret (SIP_SIGNATURE_HEADER).
 */
export const sipServerEventRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/sip/events',
  access: 'public',
  credential: {
    description: `Signed by the SIP server: the hex HMAC-SHA256 of the exact body with the shared SIP secret, in the ${SIP_SIGNATURE_HEADER} header; an event whose \`at\` is over 5 minutes from the server's clock is refused.`,
    scheme: { name: 'sipSignature', in: 'header', parameter: SIP_SIGNATURE_HEADER },
  },
  body: sipServerEventSchema,
  response: z.null(),
})

/**
 * A call from the SIP network's trunk to a tenant number (DID): the SIP server (kamailio) asks which agent's SIP
 * user it rings. The number's route decides, through the same IVR walk as the simulator's, with no keys (a proxy
 * sees no key presses: those need a media server). `target` null: nobody to ring now (closed, a call-back request
 * left, or no agent ready), and the SIP server refuses the call.
 */
export const sipInboundCallSchema = z.object({
  callId: z.string().min(1).max(200),
  /** The caller's number (the From user). */
  from: z.string().min(1).max(64),
  /** The tenant number dialled (the Request-URI user). */
  did: z.string().regex(/^\d{3,20}$/),
  fromUri: sipText.optional(),
  fromTag: z.string().max(200).optional(),
  at: z.number().int().positive(),
})
export type SipInboundCallBody = z.infer<typeof sipInboundCallSchema>

export const sipInboundCallRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/speech/sip/inbound',
  access: 'public',
  credential: sipServerEventRoute.credential,
  body: sipInboundCallSchema,
  response: z.object({ target: z.string().nullable() }),
})
