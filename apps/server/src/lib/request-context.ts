// What every request may know of its caller, as types the floors below the modules can name: the session plugin,
// route serving and the push socket read them; the sessions and access modules fill them in.

/** A login that owes a step holds a session of that stage, which can call nothing but that step. */
export type SessionStage = 'full' | 'second_factor' | 'password_change'

export type SessionContext = {
  sessionId: string
  tenantId: string
  accountId: string
  stage: SessionStage
  /** The opaque handle of the step the session owes (the second factor's `secondAuthCode`). */
  stepHandle: string | null
}

/** What a user may reach in the current tenant: permission codes and the tenant's product modules. */
export type Access = { permissions: Set<string>; modules: Set<string> }
