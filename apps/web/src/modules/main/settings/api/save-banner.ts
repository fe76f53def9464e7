import { saveBannerRoute, updateBannerRoute, type BannerForm } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { bannersQueryOptions } from '@/lib/banners/get-banners'

export type SaveBannerInput = { id?: string; body: BannerForm }

/** Adds a banner, or changes the one with `id`. */
export const saveBanner = ({ id, body }: SaveBannerInput) =>
  id ? callApi(updateBannerRoute, { params: { id }, body }) : callApi(saveBannerRoute, { body })

export const useSaveBanner = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersQueryOptions().queryKey }),
  })
}
