import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { PageLoading } from '@/components/page-loading'
import { WORKBENCH_WINDOW_BASE_PATH, WORKBENCH_WINDOW_ROUTES } from '@/lib/routing/workbench-window-path'
import { workingDeskPageRoute } from './frame-routes'
import { LeaveWindowForLogin } from './leave-window-for-login'
import { RequireSession } from './require-session'
import { RootLayout } from './root-layout'

// The window shows the working desk alone: no side menu, header or tab bar, and the same session guard.
const router = createBrowserRouter(
  [
    {
      element: <RootLayout />,
      HydrateFallback: PageLoading,
      children: [
        {
          element: <RequireSession leave={<LeaveWindowForLogin />} />,
          children: WORKBENCH_WINDOW_ROUTES.map((path) => ({ ...workingDeskPageRoute, path })),
        },
      ],
    },
  ],
  { basename: WORKBENCH_WINDOW_BASE_PATH },
)

/** The desktop workbench window's router (spec §2: /dzfront/workbench/working, /dzfront/platform/working). */
export const WorkbenchWindowRouter = () => <RouterProvider router={router} />
