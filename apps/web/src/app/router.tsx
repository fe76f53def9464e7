import { PORTAL_BASE_PATH } from '@portal/contract'
import { Suspense } from 'react'
import { lazyWithRetry } from '@/lib/lazy/lazy-with-retry'
import { Navigate, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { ROUTER_PATHS } from '@/lib/routing/portal-path'
import { isWorkbenchWindowPath } from '@/lib/routing/workbench-window-path'
import { requiredCodesOf } from '@/modules/required-codes'
import { AuthLayout } from '@/features/account-security/components/auth-layout'
import { exemptRoutes } from './exempt-routes'
import { frameRoutes } from './frame-routes'
import { LegacyMainRedirect } from './legacy-main-redirect'
import { PageLoading } from '@/components/page-loading'
import { RequireSession } from './require-session'
import { RootLayout } from './root-layout'
import { UnknownPath } from './unknown-path'

const LoginPage = lazyWithRetry(() =>
  import('@/features/account-security/auth/components/login-page').then((module) => ({
    default: module.LoginPage,
  })),
)
const ResetPasswordPage = lazyWithRetry(() =>
  import('@/features/account-security/password-reset/components/reset-password-page').then((module) => ({
    default: module.ResetPasswordPage,
  })),
)
const RegisterPage = lazyWithRetry(() =>
  import('@/features/account-security/registration/components/register-page').then((module) => ({
    default: module.RegisterPage,
  })),
)
const ActivatePage = lazyWithRetry(() =>
  import('@/features/account-security/registration/components/activate-page').then((module) => ({
    default: module.ActivatePage,
  })),
)
const SetPasswordPage = lazyWithRetry(() =>
  import('@/features/account-security/set-password/components/set-password-page').then((module) => ({
    default: module.SetPasswordPage,
  })),
)
const JoinTenantPage = lazyWithRetry(() =>
  import('@/features/account-security/join-tenant/components/join-tenant-page').then((module) => ({
    default: module.JoinTenantPage,
  })),
)
// A page that throws shows the 500 page of its section; the error page loads only then.
const RouteError = lazyWithRetry(() =>
  import('./route-error').then((module) => ({ default: module.RouteError })),
)

const routeError = (isFramed: boolean) => (
  <Suspense fallback={<PageLoading />}>
    <RouteError isFramed={isFramed} />
  </Suspense>
)

const SESSION_GUARD_ROUTE_ID = 'session-guard'

const portalRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: PageLoading,
    errorElement: routeError(false),
    children: [
      { index: true, element: <Navigate to={ROUTER_PATHS.home} replace /> },
      // Public pages in the login layout: no session needed.
      {
        element: <AuthLayout />,
        children: [
          { path: ROUTER_PATHS.login, element: <LoginPage /> },
          { path: ROUTER_PATHS.modify, element: <ResetPasswordPage /> },
          { path: ROUTER_PATHS.register, element: <RegisterPage /> },
          { path: ROUTER_PATHS.activate, element: <ActivatePage /> },
          { path: ROUTER_PATHS.setPassword, element: <SetPasswordPage /> },
          { path: ROUTER_PATHS.joinTenant, element: <JoinTenantPage /> },
        ],
      },
      ...exemptRoutes,
      // The old main paths of spec §2 moved into their modules.
      { path: 'main/:legacy/*', element: <LegacyMainRedirect /> },
      {
        id: SESSION_GUARD_ROUTE_ID,
        element: <RequireSession />,
        children: [
          {
            lazy: () =>
              import('@/shell/frame/portal-frame').then(({ PortalFrame }) => ({
                element: <PortalFrame requiredCodesOf={requiredCodesOf} />,
              })),
            children: [{ errorElement: routeError(true), children: frameRoutes }],
          },
        ],
      },
      { path: '*', element: <UnknownPath /> },
    ],
  },
]

const createPortalRouter = () => createBrowserRouter(portalRoutes, { basename: PORTAL_BASE_PATH })

/**
 * Whether the portal's address opens a page behind the session guard (the frame's pages), so the page can ask the
 * login check as it starts.
 * @example isBehindSessionGuard('/dzfront/portal/portal') // true; '/dzfront/portal/login' // false
 */
export const isBehindSessionGuard = (pathname: string) =>
  !isWorkbenchWindowPath(pathname) &&
  (matchRoutes(portalRoutes, pathname, PORTAL_BASE_PATH) ?? []).some(
    (match) => match.route.id === SESSION_GUARD_ROUTE_ID,
  )

// The desktop workbench window lives outside the portal's base path, with a router of its own.
const WorkbenchWindowRouter = lazyWithRetry(() =>
  import('./workbench-window-router').then((module) => ({ default: module.WorkbenchWindowRouter })),
)
let portalRouter: ReturnType<typeof createPortalRouter> | undefined

/** The portal's router, or the desktop workbench window's at its own address; made once, at the first render. */
export const AppRouter = () => {
  if (isWorkbenchWindowPath(window.location.pathname)) {
    return (
      <Suspense fallback={<PageLoading />}>
        <WorkbenchWindowRouter />
      </Suspense>
    )
  }
  portalRouter ??= createPortalRouter()
  return <RouterProvider router={portalRouter} />
}
