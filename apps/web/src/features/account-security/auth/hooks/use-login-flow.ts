import type { LoginResponse } from '@portal/contract'
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFrontConfig } from '@/lib/front-config/get-front-config'
import { toErrorMessage } from '@/lib/api/error-message'
import { useCaptcha } from '../../hooks/use-captcha'
import { useLogin, type LoginCredentials } from '../api/login'
import {
  toLoginDialog,
  toLoginFailure,
  type LoginDialog,
  type SecondAuthOutcome,
} from '../utils/login-outcome'
import { usePostLoginNavigation } from './use-post-login-navigation'
import { useProtocolAgreement } from './use-protocol-agreement'

/** One attempt as a form hands it over; `onCaptchaUsed` clears the form's captcha answer once it is spent. */
export type LoginSubmission = {
  credentials: LoginCredentials
  captchaAnswer?: string
  onCaptchaUsed?: () => void
}

type AttemptOptions = { isAgreeProtocol?: boolean; confirmWeakPwd?: boolean }

/**
 * The login of spec §4 shared by the account and the phone form: sends an attempt, goes to the post-login target
 * on success, and otherwise turns the answer into the captcha, a dialog or a message. Dialogs that end well
 * resubmit the attempt (agreed, accepting the risk, or with the new password).
 */
export const useLoginFlow = () => {
  const { t } = useTranslation(['auth', 'contract'])
  const { data: config } = useFrontConfig()
  const protocol = useProtocolAgreement(config?.protocolRequired === true)
  const [isCaptchaRequired, setIsCaptchaRequired] = useState(false)
  const captcha = useCaptcha('login', isCaptchaRequired)
  const [dialog, setDialog] = useState<LoginDialog | null>(null)
  const [errorMessage, setErrorMessage] = useState<string | null>(null)
  // The attempt a dialog may resubmit; cleared when the dialog is dismissed.
  const pending = useRef<LoginSubmission | null>(null)
  // The shown form's submit, so the protocol dialog's 同意并登录 can log in with what is typed there.
  const submitForm = useRef<(() => void) | null>(null)
  const login = useLogin()
  const goToTarget = usePostLoginNavigation()

  const handleFailure = (error: unknown) => {
    const { outcome, isCaptchaRequired: needsCaptcha } = toLoginFailure(error)
    if (needsCaptcha) setIsCaptchaRequired(true)
    const next = toLoginDialog(outcome)
    if (!next) {
      pending.current = null
      setErrorMessage(toErrorMessage(error, t))
      return
    }
    if (outcome.kind === 'agreeProtocol') protocol.demand()
    setDialog(next)
  }

  const submit = async (submission: LoginSubmission, options: AttemptOptions = {}) => {
    setErrorMessage(null)
    const token = captcha.token
    const answer = isCaptchaRequired && token ? submission.captchaAnswer : undefined
    // A captcha answer is spent by the attempt, so a resubmission never sends it again.
    pending.current = { ...submission, captchaAnswer: undefined }
    try {
      const response = await login.mutateAsync({
        credentials: submission.credentials,
        captcha: answer && token ? { answer, token } : undefined,
        isAgreeProtocol: options.isAgreeProtocol ?? (protocol.isShown && protocol.readIsAgreed()),
        confirmWeakPwd: options.confirmWeakPwd,
      })
      goToTarget(response)
    } catch (error) {
      if (answer) {
        captcha.refresh()
        submission.onCaptchaUsed?.()
      }
      handleFailure(error)
    }
  }

  const resubmit = (options: AttemptOptions) => {
    const submission = pending.current
    setDialog(null)
    if (submission) void submit(submission, options)
  }

  const closeDialog = () => {
    if (dialog?.kind === 'protocol' && protocol.isDemanded && !protocol.isAgreed) protocol.showTooltip()
    pending.current = null
    setDialog(null)
  }

  const agreeProtocol = () => {
    protocol.setAgreed(true)
    if (pending.current) resubmit({ isAgreeProtocol: true })
    else {
      setDialog(null)
      submitForm.current?.()
    }
  }

  /** Lets the shown form be submitted from the protocol dialog; returns the function that stops it. */
  const registerFormSubmit = useCallback((submitShownForm: () => void) => {
    submitForm.current = submitShownForm
    return () => {
      if (submitForm.current === submitShownForm) submitForm.current = null
    }
  }, [])

  /** Opens a second step the server started without this page's login (a single sign-on's). */
  const openSecondAuth = useCallback((outcome: SecondAuthOutcome) => setDialog(outcome), [])

  const finishSecondAuth = (response: LoginResponse) => {
    setDialog(null)
    goToTarget(response)
  }

  const finishPasswordChange = (newPassword: string) => {
    const submission = pending.current
    setDialog(null)
    pending.current = null
    // Only an account login can be repeated with the new password; a phone login's code is already spent.
    if (submission?.credentials.loginType === 'account') {
      void submit({ credentials: { ...submission.credentials, password: newPassword } })
    }
  }

  return {
    protocol,
    captcha,
    isCaptchaRequired,
    dialog,
    errorMessage,
    isSubmitting: login.isPending,
    submit,
    openProtocol: () => setDialog({ kind: 'protocol' }),
    closeDialog,
    agreeProtocol,
    acceptWeakPassword: () => resubmit({ confirmWeakPwd: true }),
    changeWeakPassword: () => setDialog({ kind: 'changePassword' }),
    openSecondAuth,
    finishSecondAuth,
    finishPasswordChange,
    registerFormSubmit,
  }
}

export type LoginFlow = ReturnType<typeof useLoginFlow>
