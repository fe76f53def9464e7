import { packageInfoRoute, PACKAGE_SERVICES } from '@portal/contract'
import { useQueries } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

type PackageService = (typeof PACKAGE_SERVICES)[number]

/** What one service says of its package: name, version, build date and whether its pages are installed. */
export const getPackageInfo = (service: PackageService, signal?: AbortSignal) =>
  callApi(packageInfoRoute, { params: { service }, signal })

/**
 * Every service's package info (spec §7 package check), one request each, so one failure spoils one row only.
 * @example const rows = usePackageInfos(); rows.map(({ service, query }) => query.data?.buildDate)
 */
export const usePackageInfos = () => {
  const queries = useQueries({
    queries: PACKAGE_SERVICES.map((service) => ({
      queryKey: ['package-info', service],
      queryFn: ({ signal }: { signal: AbortSignal }) => getPackageInfo(service, signal),
      retry: false,
    })),
  })
  return PACKAGE_SERVICES.map((service, index) => ({ service, query: queries[index] }))
}
