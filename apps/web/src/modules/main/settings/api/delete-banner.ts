import { deleteBannerRoute } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { bannersQueryOptions } from '@/lib/banners/get-banners'

/** Deletes a banner from the home page. */
export const deleteBanner = (id: string) => callApi(deleteBannerRoute, { params: { id } })

export const useDeleteBanner = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersQueryOptions().queryKey }),
  })
}
