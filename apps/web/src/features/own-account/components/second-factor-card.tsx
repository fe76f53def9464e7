import '../translations'
import { PASSKEY_NAME_MAX_LENGTH, type PasskeySummary } from '@portal/contract'
import Button from 'antd/es/button'
import Descriptions from 'antd/es/descriptions'
import Form from 'antd/es/form'
import Input from 'antd/es/input'
import Modal from 'antd/es/modal/Modal'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RecoveryCodesView } from '@/components/second-factor/recovery-codes-view'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { useRegisterPasskey, useRemovePasskey, useRenewRecoveryCodes } from '../api/change-passkeys'
import { useConfirmTotp, useRemoveTotp, useStartTotp } from '../api/change-totp'
import { useSecondFactors } from '../api/get-second-factors'
import { PasswordPrompt } from './password-prompt'
import { TotpEnrolDialog } from './totp-enrol-dialog'

type Action = 'enrolTotp' | 'removeTotp' | 'addPasskey' | 'renewCodes' | { removePasskey: PasskeySummary }

export type SecondFactorCardProps = {
  /** Seals the current password as the login does (the account-security feature owns it). */
  sealPassword: (password: string) => Promise<string>
}

/**
 * Two-step verification under 个人信息: an authenticator app, passkeys and recovery codes, each change after the
 * current password; recovery codes are shown once, when made.
 */
export const SecondFactorCard = ({ sealPassword }: SecondFactorCardProps) => {
  const { t } = useTranslation('own-account')
  const formatTime = useTenantDateTime()
  const factors = useSecondFactors()
  const [action, setAction] = useState<Action | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const start = useStartTotp()
  const confirm = useConfirmTotp()
  const removeTotp = useRemoveTotp()
  const addPasskey = useRegisterPasskey()
  const removePasskey = useRemovePasskey()
  const renew = useRenewRecoveryCodes()
  const close = () => {
    setAction(null)
    for (const mutation of [start, confirm, removeTotp, addPasskey, removePasskey, renew]) mutation.reset()
  }
  const showCodes = (recoveryCodes: string[]) => {
    close()
    if (recoveryCodes.length > 0) setCodes(recoveryCodes)
  }
  if (!factors.data) return null
  const { hasTotp, passkeys, recoveryCodesLeft } = factors.data

  const handlePassword = async ({ currentPassword, name }: { currentPassword: string; name?: string }) => {
    const sealed = await sealPassword(currentPassword)
    if (action === 'enrolTotp') start.mutate(sealed)
    if (action === 'removeTotp') removeTotp.mutate(sealed, { onSuccess: close })
    if (action === 'renewCodes')
      renew.mutate(sealed, { onSuccess: (answer) => showCodes(answer.recoveryCodes) })
    if (action === 'addPasskey')
      addPasskey.mutate(
        { currentPassword: sealed, name: name?.trim() ?? '' },
        { onSuccess: (answer) => showCodes(answer.recoveryCodes) },
      )
    if (typeof action === 'object' && action)
      removePasskey.mutate({ id: action.removePasskey.id, currentPassword: sealed }, { onSuccess: close })
  }
  const pending = [start, removeTotp, addPasskey, removePasskey, renew].find((mutation) => mutation.isPending)
  const failed = [start, removeTotp, addPasskey, removePasskey, renew].find((mutation) => mutation.isError)

  return (
    <>
      <Descriptions
        column={1}
        items={[
          {
            key: 'totp',
            label: t('factors.totp'),
            children: (
              <>
                <span style={{ marginRight: 12 }}>{hasTotp ? t('factors.on') : t('factors.off')}</span>
                <Button size="small" onClick={() => setAction(hasTotp ? 'removeTotp' : 'enrolTotp')}>
                  {hasTotp ? t('factors.removeTotp') : t('factors.enrolTotp')}
                </Button>
              </>
            ),
          },
          {
            key: 'passkeys',
            label: t('factors.passkeys'),
            children: (
              <div>
                <ul aria-label={t('factors.passkeys')} style={{ paddingLeft: 16, margin: 0 }}>
                  {passkeys.map((passkey) => (
                    <li key={passkey.id}>
                      {passkey.name} · {formatTime(passkey.createdAt)}{' '}
                      <Button
                        size="small"
                        type="link"
                        danger
                        aria-label={t('factors.removePasskeyNamed', { name: passkey.name })}
                        onClick={() => setAction({ removePasskey: passkey })}
                      >
                        {t('factors.remove')}
                      </Button>
                    </li>
                  ))}
                </ul>
                <Button size="small" onClick={() => setAction('addPasskey')}>
                  {t('factors.addPasskey')}
                </Button>
              </div>
            ),
          },
          {
            key: 'recovery',
            label: t('factors.recoveryCodes'),
            children: (
              <>
                <span style={{ marginRight: 12 }}>
                  {t('factors.codesLeft', { count: recoveryCodesLeft })}
                </span>
                {(hasTotp || passkeys.length > 0) && (
                  <Button size="small" onClick={() => setAction('renewCodes')}>
                    {t('factors.renewCodes')}
                  </Button>
                )}
              </>
            ),
          },
        ]}
      />
      {action && !start.data && (
        <PasswordPrompt
          title={t(typeof action === 'object' ? 'factors.removePasskey' : `factors.${action}`)}
          isPending={Boolean(pending)}
          error={failed?.error}
          onSubmit={(values) => void handlePassword(values)}
          onClose={close}
        >
          {action === 'addPasskey' && (
            <Form.Item
              name="name"
              label={t('factors.passkeyName')}
              rules={[{ required: true, whitespace: true, message: t('factors.passkeyNameRequired') }]}
            >
              <Input maxLength={PASSKEY_NAME_MAX_LENGTH} />
            </Form.Item>
          )}
        </PasswordPrompt>
      )}
      {action === 'enrolTotp' && start.data && (
        <TotpEnrolDialog
          setup={start.data}
          isPending={confirm.isPending}
          error={confirm.error}
          onConfirm={async (code) => (await confirm.mutateAsync(code)).recoveryCodes}
          onClose={close}
        />
      )}
      {codes && (
        <Modal
          open
          title={t('factors.recoveryCodes')}
          onOk={() => setCodes(null)}
          onCancel={() => setCodes(null)}
          okText={t('factors.savedCodes')}
          cancelButtonProps={{ style: { display: 'none' } }}
        >
          <RecoveryCodesView codes={codes} />
        </Modal>
      )}
    </>
  )
}
