import type { AuditValues } from '@portal/contract'
import Tag from 'antd/es/tag'
import { useTranslation } from 'react-i18next'
import { auditDiffRows, auditValueText } from '../utils/audit-diff-rows'

export type AuditDiffProps = {
  before: AuditValues
  after: AuditValues
  /** What changed, for the table's caption ("Banner updated: https://..."). */
  caption: string
}

const CHANGED_STYLE = { background: 'var(--ant-color-warning-bg, #fffbe6)' }
const cellStyle = { padding: '4px 12px', verticalAlign: 'top', wordBreak: 'break-all' } as const

/** A change's fields before and after, side by side; only the fields that differ are highlighted and marked. */
export const AuditDiff = ({ before, after, caption }: AuditDiffProps) => {
  const { t } = useTranslation('settings')
  const rows = auditDiffRows(before, after)
  if (rows.length === 0) return <p style={{ margin: 0 }}>{t('audit.diff.none')}</p>
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption style={{ textAlign: 'start', fontWeight: 600, paddingBottom: 8 }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={cellStyle}>
            {t('audit.diff.field')}
          </th>
          <th scope="col" style={cellStyle}>
            {t('audit.diff.before')}
          </th>
          <th scope="col" style={cellStyle}>
            {t('audit.diff.after')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} style={row.isChanged ? CHANGED_STYLE : undefined} data-changed={row.isChanged}>
            <th scope="row" style={{ ...cellStyle, fontWeight: 400 }}>
              {row.field}
              {row.isChanged && (
                <Tag color="warning" style={{ marginInlineStart: 8 }}>
                  {t('audit.diff.changed')}
                </Tag>
              )}
            </th>
            <td style={cellStyle}>{auditValueText(row.before)}</td>
            <td style={cellStyle}>{auditValueText(row.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
