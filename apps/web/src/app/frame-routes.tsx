import type { RouteObject } from 'react-router'
import { MODULE_PAGES } from '@/modules/module-pages'
import { RedirectPage } from './redirect-page'

// Every page of the frame loads lazily, so the route's navigation shows the loading mask until it is there.
const modulePageRoutes: RouteObject[] = MODULE_PAGES.map((page) => ({
  path: page.path.slice(1),
  lazy: async () => {
    const [{ default: Page }, { RequirePermission }] = await Promise.all([
      page.load(),
      import('./require-permission'),
    ])
    return {
      element: (
        <RequirePermission code={page.permission}>
          <Page />
        </RequirePermission>
      ),
    }
  },
}))

/** The pages inside the portal frame (spec §2 route list); all need a session. */
export const frameRoutes: RouteObject[] = [
  { path: 'portal', lazy: () => import('./home-gate').then((m) => ({ Component: m.HomeGate })) },
  {
    path: 'news',
    lazy: () => import('@/features/messages/components/news-page').then((m) => ({ Component: m.NewsPage })),
  },
  {
    path: 'platformPort',
    lazy: () =>
      import('@/modules/not-installed/platform-port-page').then((m) => ({ Component: m.PlatformPortPage })),
  },
  {
    path: 'extendIframe',
    lazy: () =>
      import('@/features/menus/components/extend-frame-page').then((m) => ({
        Component: m.ExtendFramePage,
      })),
  },
  {
    path: 'aux/external/:id',
    lazy: () =>
      import('@/features/menus/components/external-helper-page').then((m) => ({
        Component: m.ExternalHelperPage,
      })),
  },
  { path: 'redirect/*', element: <RedirectPage /> },
  {
    path: 'aiTranslate',
    lazy: () =>
      import('@/features/ai-translate/components/ai-translate-page').then((m) => ({
        Component: m.AiTranslatePage,
      })),
  },
  {
    path: 'apiErrInfo',
    lazy: () =>
      import('@/features/abnormal-interface/components/abnormal-interface-page').then((m) => ({
        Component: m.AbnormalInterfacePage,
      })),
  },
  {
    lazy: () => import('./module-gate').then((m) => ({ Component: m.ModuleGate })),
    children: [
      ...modulePageRoutes,
      {
        path: 'mzz/:module/*',
        lazy: () =>
          import('@/modules/not-installed/module-fallback-page').then((m) => ({
            Component: m.ModuleFallbackPage,
          })),
      },
    ],
  },
]
