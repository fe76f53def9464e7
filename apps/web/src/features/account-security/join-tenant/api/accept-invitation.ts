import { acceptStaffInvitationRoute } from '@portal/contract'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { sealWithFreshChallenge } from '../../api/seal-with-fresh-challenge'

export type AcceptInvitationInput = { token: string; password: string }

/**
 * Accepts a staff invitation for an existing account, confirming with its password (sealed like a login).
 * @returns the company joined and the account to log in with
 */
export const acceptInvitation = async ({ token, password }: AcceptInvitationInput) =>
  callApi(acceptStaffInvitationRoute, { body: { token, password: await sealWithFreshChallenge(password) } })

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation })
