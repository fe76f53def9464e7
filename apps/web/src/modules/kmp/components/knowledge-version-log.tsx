import { KNOWLEDGE_ACTION_LABELS, KNOWLEDGE_FIELD_LABELS, type KnowledgeVersion } from '@portal/contract'
import Alert from 'antd/es/alert'
import Button from 'antd/es/button'
import Table, { type ColumnsType } from 'antd/es/table'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toErrorMessage } from '@/lib/api/error-message'
import { useTenantDateTime } from '@/lib/dates/use-tenant-date-time'
import { stateLabel } from '@/lib/i18n/state-label'
import { useKnowledgeVersions } from '../api/get-knowledge-versions'
import { VersionDialog } from './version-dialog'

/** An article's log (knowledgeLogs), newest first: who, when, what they did, what a save changed, the note. */
export const KnowledgeVersionLog = ({ articleId }: { articleId: string }) => {
  const { t } = useTranslation('kmp')
  const format = useTenantDateTime()
  const versions = useKnowledgeVersions(articleId)
  const [opened, setOpened] = useState<KnowledgeVersion | null>(null)
  const columns: ColumnsType<KnowledgeVersion> = [
    { title: t('log.version'), dataIndex: 'version' },
    {
      title: t('log.action'),
      dataIndex: 'action',
      render: (_a, line) => stateLabel(KNOWLEDGE_ACTION_LABELS[line.action]),
    },
    { title: t('log.actor'), key: 'actor', render: (_a, line) => line.actor?.name ?? '' },
    { title: t('log.at'), dataIndex: 'at', render: (at: string) => <time dateTime={at}>{format(at)}</time> },
    {
      title: t('log.changes'),
      key: 'changes',
      render: (_a, line) => line.changes.map((field) => stateLabel(KNOWLEDGE_FIELD_LABELS[field])).join('、'),
    },
    { title: t('log.note'), dataIndex: 'note' },
    {
      title: t('column.actions'),
      key: 'open',
      render: (_a, line) => (
        <Button
          size="small"
          onClick={() => setOpened(line)}
          aria-label={t('log.openVersion', { version: line.version })}
        >
          {t('log.open')}
        </Button>
      ),
    },
  ]
  return (
    <section aria-labelledby="knowledge-log" style={{ marginTop: 24 }}>
      <h2 id="knowledge-log" style={{ fontSize: 16 }}>
        {t('log.title')}
      </h2>
      {versions.isError && <Alert type="error" showIcon title={toErrorMessage(versions.error, t)} />}
      <Table<KnowledgeVersion>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={versions.data ?? []}
        loading={versions.isFetching}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      />
      {opened && <VersionDialog articleId={articleId} line={opened} onClose={() => setOpened(null)} />}
    </section>
  )
}
