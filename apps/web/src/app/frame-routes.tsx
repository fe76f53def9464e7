import { MENU_PERMISSIONS, TOOL_PERMISSIONS } from '@portal/contract'
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { MODULE_PAGES } from '@/modules/module-pages'
import { RedirectPage } from './redirect-page'

// Every page of the frame loads lazily, so the route's navigation shows the loading mask until it is there.
const guardedPage = (load: () => Promise<ComponentType>, code: string | undefined) => async () => {
  const [Page, { RequirePermission }] = await Promise.all([load(), import('./require-permission')])
  return {
    element: (
      <RequirePermission code={code}>
        <Page />
      </RequirePermission>
    ),
  }
}

const modulePageRoutes: RouteObject[] = MODULE_PAGES.map((page) => ({
  path: page.path.slice(1),
  lazy: guardedPage(() => page.load().then((m) => m.default), page.permission),
}))

/** The agent's working desk: platformPort in the frame, and alone in the desktop workbench window. */
export const workingDeskPageRoute: RouteObject = {
  lazy: guardedPage(
    () => import('./working-desk-with-calls').then((m) => m.WorkingDeskWithCalls),
    MENU_PERMISSIONS.workingPlatform,
  ),
}

/** The pages inside the portal frame (spec §2 route list); all need a session. */
export const frameRoutes: RouteObject[] = [
  { path: 'portal', lazy: () => import('./home-gate').then((m) => ({ Component: m.HomeGate })) },
  {
    path: 'news',
    lazy: () => import('@/features/messages/components/news-page').then((m) => ({ Component: m.NewsPage })),
  },
  { ...workingDeskPageRoute, path: 'platformPort' },
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
    path: 'mailSender',
    lazy: guardedPage(
      () => import('@/features/mail-sender/components/mail-sender-page').then((m) => m.MailSenderPage),
      TOOL_PERMISSIONS.singleEmail,
    ),
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
