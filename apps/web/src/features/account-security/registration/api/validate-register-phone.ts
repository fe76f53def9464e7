import { registerValidateRoute } from '@portal/contract'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

export type RegisterPhoneInput = { phone: string; code: string }

/** Registration step 1: the code checks out and yields the sign-up token that step 2 sends along. */
export const validateRegisterPhone = (body: RegisterPhoneInput) => callApi(registerValidateRoute, { body })

export const useValidateRegisterPhone = () => useMutation({ mutationFn: validateRegisterPhone })
