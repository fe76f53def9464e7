import {
  saveBrandRoute,
  uploadBrandImageRoute,
  uploadContentType,
  type BrandForm,
  type BrandImageKind,
} from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { frontConfigQueryOptions } from '@/lib/front-config/get-front-config'
import { readFileAsBase64 } from '@/lib/files/read-file-as-base64'
import { brandQueryOptions } from './get-brand'

export type BrandChange = { form: BrandForm } | { kind: BrandImageKind; file: File }

/** Saves the brand's names and colours, or uploads one of its images. */
const changeBrand = async (change: BrandChange) =>
  'form' in change
    ? callApi(saveBrandRoute, { body: change.form })
    : callApi(uploadBrandImageRoute, {
        params: { kind: change.kind },
        body: {
          fileName: change.file.name,
          contentType: uploadContentType(change.file.type),
          dataBase64: await readFileAsBase64(change.file),
        },
      })

/** Changes the brand; the pre-login config (title, header, login page) is read again since it shows it. */
export const useChangeBrand = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeBrand,
    onSuccess: (saved) => {
      queryClient.setQueryData(brandQueryOptions().queryKey, saved)
      return queryClient.invalidateQueries({ queryKey: frontConfigQueryOptions().queryKey })
    },
  })
}
