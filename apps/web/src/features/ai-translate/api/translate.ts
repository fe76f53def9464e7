import { translateRoute, type RouteBody } from '@portal/contract'
import { useMutation } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** Translates a text with the chosen chat model (spec §7 workbench getTranslate). */
export const translate = (body: RouteBody<typeof translateRoute>) => callApi(translateRoute, { body })

export const useTranslate = () => useMutation({ mutationFn: translate })
