import { RESPONSE_CODES } from '@portal/contract'
import type { UseMutationResult } from '@tanstack/react-query'
import type { FormInstance } from 'antd/es/form'
import type { NamePath } from 'antd/es/form/interface'
import { useState } from 'react'
import { hasCode } from '@/lib/api/api-error'

export type WeakPasswordSubmitOptions<Values, Variables, Data> = {
  form: FormInstance<Values>
  /** The new password's fields, cleared by 重新填写. */
  newPasswordFields: NamePath<Values>[]
  mutation: Pick<UseMutationResult<Data, Error, Variables>, 'mutate' | 'isPending'>
  toVariables: (values: Values, confirmWeakPwd: boolean) => Variables
  onSuccess: (data: Data, values: Values) => void
  /** The text of a failure other than a weak password. */
  toErrorText: (error: unknown) => string
}

/**
 * A submission that sets a new password (spec §4, §8): a weak one (CONFIRM_WEAK_PWD) opens the risk box, whose
 * 重新填写 clears the new password and whose accept sends again with confirmWeakPwd=1; any other failure shows
 * its text.
 * @example const submission = useWeakPasswordSubmit({ form, newPasswordFields: ['password'], mutation, ... })
 */
export const useWeakPasswordSubmit = <Values, Variables, Data>({
  form,
  newPasswordFields,
  mutation,
  toVariables,
  onSuccess,
  toErrorText,
}: WeakPasswordSubmitOptions<Values, Variables, Data>) => {
  const [isWeakConfirmOpen, setIsWeakConfirmOpen] = useState(false)
  const [errorMessage, setErrorMessage] = useState<string | null>(null)

  const send = (values: Values, confirmWeakPwd: boolean) => {
    setErrorMessage(null)
    mutation.mutate(toVariables(values, confirmWeakPwd), {
      onSuccess: (data) => {
        setIsWeakConfirmOpen(false)
        onSuccess(data, values)
      },
      onError: (error) => {
        const isWeak = hasCode(error, RESPONSE_CODES.CONFIRM_WEAK_PWD)
        setIsWeakConfirmOpen(isWeak)
        if (!isWeak) setErrorMessage(toErrorText(error))
      },
    })
  }

  return {
    errorMessage,
    setErrorMessage,
    isSubmitting: mutation.isPending,
    isWeakConfirmOpen,
    submit: (values: Values) => send(values, false),
    acceptWeakPassword: () => send(form.getFieldsValue(), true),
    refill: () => {
      setIsWeakConfirmOpen(false)
      form.resetFields(newPasswordFields)
    },
    dismissWeakConfirm: () => setIsWeakConfirmOpen(false),
  }
}

/** What the risk box needs of a submission, whatever its form's values. */
export type WeakPasswordConfirm = Pick<
  ReturnType<typeof useWeakPasswordSubmit>,
  'isWeakConfirmOpen' | 'isSubmitting' | 'refill' | 'acceptWeakPassword' | 'dismissWeakConfirm'
>
