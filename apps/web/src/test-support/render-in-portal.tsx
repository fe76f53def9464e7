import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router'
import { helperComponentsQueryOptions } from '@/lib/menus/get-helper-components'
import { menuTreeQueryOptions } from '@/lib/menus/get-menu-tree'
import { SESSION_QUERY_KEY } from '@/lib/sessions/get-session'
import { testSession } from './test-session'

export type RenderInPortalOptions = {
  routes: RouteObject[]
  path?: string
  permissions?: readonly string[]
}

/**
 * Renders routes as the portal frame would see them: a signed-in session, an empty menu and no helper
 * components already known, so nothing waits on a server.
 * @example const { router } = renderInPortal({ routes, path: '/portal', permissions: ['portal'] })
 */
export const renderInPortal = ({ routes, path = '/', permissions = [] }: RenderInPortalOptions) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  queryClient.setQueryData(SESSION_QUERY_KEY, testSession(permissions))
  queryClient.setQueryData(menuTreeQueryOptions().queryKey, [])
  queryClient.setQueryData(helperComponentsQueryOptions().queryKey, [])
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient }
}
