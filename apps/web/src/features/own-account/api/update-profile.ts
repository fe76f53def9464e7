import { updateProfileRoute, type RouteBody } from '@portal/contract'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { useProfileSaved } from './use-profile-saved'

export type UpdateProfileInput = RouteBody<typeof updateProfileRoute>

/** Saves one's own name, phone and several-devices choice. */
export const updateProfile = (body: UpdateProfileInput) => callApi(updateProfileRoute, { body })

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile, onSuccess: useProfileSaved() })
