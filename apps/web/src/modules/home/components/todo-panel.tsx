import Alert from 'antd/es/alert'
import Empty from 'antd/es/empty'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { readCurrentLocale } from '@/lib/i18n/current-locale'
import { toErrorMessage } from '@/lib/api/error-message'
import { usePermissions } from '@/lib/access/use-has-permission'
import { useTodoCounts } from '../api/get-todo-counts'
import { formatCount } from '../utils/format-count'
import { permittedTodoItems, toTodoAuthFlags } from '../utils/todo-items'
import { DashboardCard } from './dashboard-card'

/**
 * 我的待办: each count the user may see, linking to its list; "no to-do" when none is permitted. The label comes
 * before the count, as in the link's name; the count shows above it.
 */
export const TodoPanel = () => {
  const { t } = useTranslation(['dashboard', 'contract'])
  const { can } = usePermissions()
  const flags = useMemo(() => toTodoAuthFlags(can), [can])
  const hasAnyItem = permittedTodoItems(can).length > 0
  const counts = useTodoCounts(flags, hasAnyItem)
  const items = permittedTodoItems(can, counts.data)
  const locale = readCurrentLocale()

  const body = () => {
    if (!hasAnyItem) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('todo.empty')} />
    if (counts.isError) return <Alert type="error" showIcon title={toErrorMessage(counts.error, t)} />
    if (items.length === 0)
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('todo.empty')} />
    // While the counts load, the same items hold their place (nothing below moves when the counts come).
    return (
      <ul className="dashboard-todo-list" aria-busy={counts.isPending}>
        {items.map(({ item, value }) => {
          const label = t(item.label)
          const count = formatCount(value, locale)
          return (
            <li key={item.count}>
              <Link
                className="dashboard-todo-item"
                to={item.to}
                aria-label={counts.isPending ? label : t('todo.item', { label, count })}
              >
                <span className="dashboard-todo-label">{label}</span>{' '}
                <span className="dashboard-todo-count">
                  {counts.isPending ? <span className="dashboard-placeholder" /> : count}
                </span>
              </Link>
            </li>
          )
        })}
      </ul>
    )
  }

  return <DashboardCard title={t('todo.title')}>{body()}</DashboardCard>
}
