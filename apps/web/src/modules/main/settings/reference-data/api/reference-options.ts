import { NO_TEMPLATE_SIGNATURE, REFERENCE_LISTS, referenceStaffRoute } from '@portal/contract'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '@/lib/api/call-api'
import { useReferenceItems } from './reference-list-queries'

/** A choice of a select field. */
export type FieldOption = { value: string | number; label: string }

/** The signatures a template may sign with, after "no signature". */
export const useSignatureOptions = (): FieldOption[] => {
  const { t } = useTranslation('reference-data')
  const { data = [] } = useReferenceItems(REFERENCE_LISTS.smsSignatures)
  return [
    { value: NO_TEMPLATE_SIGNATURE, label: t('smsTemplates.noSignature') },
    ...data.map((signature) => ({ value: Number(signature.id), label: String(signature.name) })),
  ]
}

/** The tenant's staff, to put in a skill group. */
export const useStaffOptions = (): FieldOption[] => {
  const { data = [] } = useQuery({
    queryKey: ['referenceData', 'staff'],
    queryFn: ({ signal }) => callApi(referenceStaffRoute, { signal }),
  })
  return data.map((member) => ({ value: member.id, label: member.name }))
}
