import {
  AGENT_CHOSEN_STATUSES,
  STATUS_SWITCH_LOADING_CAP_MS,
  type AgentStatusChoice,
  type CtiState,
  type SignModel,
} from '@portal/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { applyCtiState } from '@/lib/telephony/cti/get-cti-state'
import { signModelQueryOptions } from '../api/agent-status/get-sign-model'
import { staffLogin } from '../api/agent-status/staff-login'
import { useSetAgentStatus } from '@/lib/telephony/cti/set-agent-status'
import { useCappedLoading } from '@/lib/ui/use-capped-loading'
import { useMemberPreferences } from '@/lib/preferences/member-preferences'
import { askNotificationPermissionOnce } from '../alerts/notification-permission'

/** A sign-in the agent has to complete first: the choice waits for it. */
export type PendingSignIn = {
  choice: AgentStatusChoice
  signModels: readonly SignModel[]
  phonePattern: string | null
  /** The mobile on the agent's staff record, offered first. */
  staffPhone: string | null
}

/**
 * The switcher's behaviour (§4): a choice posts the agent status (queued after the call with `afterCall`); an
 * agent not signed in signs in first, at once on the softphone, or through the sign-in dialog when the mobile is
 * needed. Loading shows until the reply, at most 4 s. A failed sign-in is kept for the failure dialog.
 */
export const useStatusChoice = (state: CtiState | undefined) => {
  const queryClient = useQueryClient()
  const setAgentStatus = useSetAgentStatus()
  const { desktopNotifications } = useMemberPreferences()
  const loading = useCappedLoading(STATUS_SWITCH_LOADING_CAP_MS)
  const [pendingSignIn, setPendingSignIn] = useState<PendingSignIn | null>(null)
  const [signInError, setSignInError] = useState<unknown>(null)

  const post = (choice: AgentStatusChoice, afterCall: boolean) => {
    loading.start()
    setAgentStatus.mutate({ ...choice, afterCall: afterCall || undefined }, { onSettled: loading.stop })
  }

  const signInThenPost = async (choice: AgentStatusChoice, signModel: SignModel, phone?: string) => {
    loading.start()
    try {
      applyCtiState(queryClient, await staffLogin({ signModel, phone }))
    } catch (error) {
      loading.stop()
      setSignInError(error)
      return
    }
    post(choice, false)
  }

  const choose = async (choice: AgentStatusChoice, afterCall: boolean) => {
    if (state?.agent.signedIn) return post(choice, afterCall)
    if (choice.status === AGENT_CHOSEN_STATUSES.NOT_CONNECTED) return
    // Signing in is the agent's gesture the browser wants for the ask (never on page load).
    if (desktopNotifications) askNotificationPermissionOnce()
    loading.start()
    const model = await queryClient.fetchQuery(signModelQueryOptions()).catch((error: unknown) => {
      setSignInError(error)
      return null
    })
    loading.stop()
    if (!model) return
    const signModels = model.signModels.length > 0 ? model.signModels : (['SIPPHONE'] as const)
    if (signModels.length === 1 && signModels[0] === 'SIPPHONE') return signInThenPost(choice, 'SIPPHONE')
    setPendingSignIn({
      choice,
      signModels,
      phonePattern: model.agentPhonePattern,
      staffPhone: model.staffPhone,
    })
  }

  const completeSignIn = (signModel: SignModel, phone?: string) => {
    if (!pendingSignIn) return
    setPendingSignIn(null)
    void signInThenPost(pendingSignIn.choice, signModel, phone)
  }

  return {
    choose: (choice: AgentStatusChoice, afterCall: boolean) => void choose(choice, afterCall),
    isLoading: loading.isLoading,
    pendingSignIn,
    completeSignIn,
    cancelSignIn: () => setPendingSignIn(null),
    signInError,
    dismissSignInError: () => setSignInError(null),
  }
}
