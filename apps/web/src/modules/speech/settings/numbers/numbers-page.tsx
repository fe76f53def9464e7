import './translations'
import '@/modules/main/settings/translations'
import PlusOutlined from '@ant-design/icons/PlusOutlined'
import type { DidNumberItem, SkillGroupNumbers } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Space from 'antd/es/space'
import Typography from 'antd/es/typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { useNumbersPage } from './api/numbers-page'
import { DidNumberTable } from './did-number-table'
import { NumberDrawer } from './number-drawer'
import { OutboundNumbersDrawer } from './outbound-numbers-drawer'
import { OutboundNumbersTable } from './outbound-numbers-table'

/** The number drawer: open or closing, for a new number or one being edited; each opening gets a fresh form. */
type Editing = { isOpen: boolean; item?: DidNumberItem; opening: number }

/**
 * Numbers (设置 → 呼叫中心设置 → 号码管理): the company's numbers with where their calls go, added within the
 * licence's limit, renamed, retired and restored; and which numbers each skill group calls out from.
 */
export const NumbersPage = () => {
  const { t } = useTranslation(['call-centre-numbers', 'contract'])
  const page = useNumbersPage()
  const [editing, setEditing] = useState<Editing>({ isOpen: false, opening: 0 })
  const [outboundGroup, setOutboundGroup] = useState<SkillGroupNumbers>()
  const handleOpen = (item?: DidNumberItem) =>
    setEditing((current) => ({ isOpen: true, item, opening: current.opening + 1 }))

  if (page.isError) return <Alert type="error" showIcon title={toErrorMessage(page.error, t)} />
  if (!page.data) return null
  const active = page.data.numbers.filter((item) => item.retiredAt === null).length
  const limit = page.data.numberLimit
  return (
    <div className="portal-page">
      <h1 className="portal-page-title">{t('pageTitle')}</h1>
      <Space style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 16 }}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {t('numbers.title')}
        </Typography.Title>
        <Space>
          <Typography.Text type="secondary">
            {limit === null ? t('numbers.usageNoLimit', { active }) : t('numbers.usage', { active, limit })}
          </Typography.Text>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => handleOpen()}>
            {t('numbers.add')}
          </Button>
        </Space>
      </Space>
      <DidNumberTable page={page.data} onEdit={handleOpen} />
      <Typography.Title level={2} style={{ fontSize: 16, margin: '24px 0 16px' }}>
        {t('outbound.title')}
      </Typography.Title>
      <OutboundNumbersTable skillGroups={page.data.skillGroups} onEdit={setOutboundGroup} />
      <NumberDrawer
        key={editing.opening}
        page={page.data}
        isOpen={editing.isOpen}
        item={editing.item}
        onClose={() => setEditing((current) => ({ ...current, isOpen: false }))}
      />
      <OutboundNumbersDrawer
        key={outboundGroup?.id ?? 'closed'}
        group={outboundGroup}
        numbers={page.data.numbers}
        onClose={() => setOutboundGroup(undefined)}
      />
    </div>
  )
}
