import type { WrapUpCodeEntry } from '@portal/contract'
import Select from 'antd/es/select'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { showToast } from '@/lib/ui/toast'
import { useWrapUpCall } from '../api/wrap-up-call'

export type WrapUpSelectProps = { recordId: string; value: string | null; codes: readonly WrapUpCodeEntry[] }

/** The wrap-up code of the call, one of the tenant's; saved as soon as it is picked. */
export const WrapUpSelect = ({ recordId, value, codes }: WrapUpSelectProps) => {
  const { t } = useTranslation('working-desk')
  const id = useId()
  const wrapUp = useWrapUpCall()

  const handleChange = (code: string) =>
    wrapUp.mutate(
      { recordId, code },
      {
        onSuccess: () => showToast('success', t('wrapUp.saved')),
        onError: (error) => showToast('error', error.message),
      },
    )

  return (
    <div className="working-desk-wrap-up">
      <label htmlFor={id}>{t('wrapUp.label')}</label>
      <Select
        id={id}
        value={value ?? undefined}
        placeholder={t('wrapUp.placeholder')}
        loading={wrapUp.isPending}
        options={codes.map((entry) => ({ value: entry.code, label: entry.name }))}
        onChange={handleChange}
      />
    </div>
  )
}
