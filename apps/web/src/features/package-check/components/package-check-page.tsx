import '../translations'
import './package-check.css'
import Input from 'antd/es/input'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDocumentTitle } from '@/lib/ui/use-document-title'
import { usePackageInfos } from '../api/get-package-info'
import { PackageTable, type PackageRow } from './package-table'

/**
 * packageCheck (spec §2, open without a session): every service's package, searchable by application name,
 * with today's builds highlighted.
 */
export const PackageCheckPage = () => {
  const { t } = useTranslation('package-check')
  const [search, setSearch] = useState('')
  const infos = usePackageInfos()
  useDocumentTitle(t('title'), '')

  const rows: PackageRow[] = infos.map(({ service, query }) => ({
    service,
    appName: query?.data?.appName ?? `dzfront-${service}`,
    version: query?.data?.version ?? null,
    buildDate: query?.data?.buildDate ?? null,
    installed: query?.data?.installed ?? null,
    failed: query?.isError ?? false,
  }))
  const needle = search.trim().toLowerCase()
  const shown = needle ? rows.filter((row) => row.appName.toLowerCase().includes(needle)) : rows

  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: 24 }}>
      <h1 style={{ fontSize: 22 }}>{t('title')}</h1>
      <Input.Search
        aria-label={t('search')}
        placeholder={t('searchPlaceholder')}
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 320, marginBottom: 16 }}
      />
      <PackageTable rows={shown} isLoading={infos.some(({ query }) => query?.isPending)} />
    </main>
  )
}
