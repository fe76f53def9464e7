import Button from 'antd/es/button'
import Checkbox from 'antd/es/checkbox/Checkbox'
import Form from 'antd/es/form'
import Tooltip from 'antd/es/tooltip'
import { useTranslation } from 'react-i18next'
import type { ProtocolAgreement } from '../hooks/use-protocol-agreement'

export type ProtocolCheckboxProps = { protocol: ProtocolAgreement; onOpenDocuments: () => void }

const LINK_STYLE = { paddingInline: 2, height: 'auto' }

/**
 * 我已阅读并同意《用户协议》和《隐私政策》: the checkbox, and the two documents opening the protocol dialog. The
 * links sit outside the checkbox's label, so reading a document never ticks the box by accident.
 */
export const ProtocolCheckbox = ({ protocol, onOpenDocuments }: ProtocolCheckboxProps) => {
  const { t } = useTranslation(['auth', 'contract'])
  return (
    <Form.Item>
      <Tooltip open={protocol.isTooltipOpen} title={t('contract:login.protocolRequired')} placement="topLeft">
        <Checkbox
          checked={protocol.isAgreed}
          onChange={(event) => protocol.setAgreed(event.target.checked)}
          aria-label={t('protocol.checkbox')}
        >
          {t('protocol.agreePrefix')}
        </Checkbox>
      </Tooltip>
      <Button type="link" size="small" style={LINK_STYLE} onClick={onOpenDocuments}>
        {t('protocol.userAgreement')}
      </Button>
      {t('protocol.and')}
      <Button type="link" size="small" style={LINK_STYLE} onClick={onOpenDocuments}>
        {t('protocol.privacyPolicy')}
      </Button>
    </Form.Item>
  )
}
