import { NO_TEMPLATE_SIGNATURE, REFERENCE_LISTS } from '@portal/contract'
import { useTranslation } from 'react-i18next'
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
