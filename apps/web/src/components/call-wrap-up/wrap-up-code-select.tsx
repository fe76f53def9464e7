import type { WrapUpCodeEntry } from '@portal/contract'
import Select from 'antd/es/select'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { showToast } from '@/lib/ui/toast'
import { useWrapUpCall } from '@/lib/working-desk/wrap-up-call'

export type WrapUpCodeSelectProps = {
  recordId: string
  value: string | null
  codes: readonly WrapUpCodeEntry[]
}

/** The wrap-up code of the call, one of the tenant's; saved as soon as it is picked. */
export const WrapUpCodeSelect = ({ recordId, value, codes }: WrapUpCodeSelectProps) => {
  const { t } = useTranslation('call-wrap-up')
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
    <div className="call-wrap-up-code">
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
