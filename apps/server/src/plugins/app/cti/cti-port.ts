/** What the far end of a call does: answers, rings with early media, is busy, rings out, refuses, hangs up. */
export type FarEndEvent = 'answer' | 'earlyMedia' | 'busy' | 'noAnswer' | 'reject' | 'hangup'

/** The far end's next act and how long from now; null when it waits to be told. */
export type FarEndPlan = { event: FarEndEvent; afterMs: number } | null

/**
 * The telephony network behind our CTI server. The CTI server owns agent and call state; the port says what the
 * far ends do, so the built-in simulator and a real SIP adapter can stand behind the same server.
 */
export type CtiPort = {
  name: string
  /**
   * Whether an inbound call waits in our queues until an agent takes it (the simulator), or reached one agent's
   * phone already (a SIP network): such a call that rings out ends, rather than going on to another agent.
   */
  routesInbound: boolean
  /** A new id for a call on this network. */
  newCallId: () => string
  /** Whom the agent's softphone dials for `phone` (a SIP address), or null where no softphone dials (simulator). */
  dialTarget: (phone: string) => string | null
  /** An agent dialled `phone`: the far end's first act. */
  placeCall: (phone: string) => FarEndPlan
  /** After the far end's `event` on a call to `phone`, its next act (an answer follows early media...). */
  afterFarEnd: (event: FarEndEvent, phone: string) => FarEndPlan
  /** A caller waits in a queue: when they give up. */
  callerWaiting: () => FarEndPlan
  /** A call is connected: when its far end hangs up. */
  callConnected: () => FarEndPlan
  /** Where a number is registered and its carrier, as far as this network knows. */
  numberAttribution: (phone: string) => { attribution: string; isp: string }
}
