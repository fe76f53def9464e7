import './translations'
import Alert from 'antd/es/alert'
import { useTranslation } from 'react-i18next'

export type RecoveryCodesViewProps = { codes: string[] }

/** The recovery codes, shown this once: each signs in once when the device is lost. */
export const RecoveryCodesView = ({ codes }: RecoveryCodesViewProps) => {
  const { t } = useTranslation('second-factor')
  return (
    <>
      <Alert type="warning" showIcon title={t('recoveryHint')} style={{ marginBottom: 12 }} />
      <ol aria-label={t('recoveryCodes')} style={{ fontFamily: 'monospace', columns: 2 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </>
  )
}
