import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInPortal } from '@/test-support/render-in-portal'
import '../translations'
import { WorkbenchButton } from './workbench-button'

const renderButton = (permissions: string[]) =>
  renderInPortal({
    routes: [
      { path: '/', element: <WorkbenchButton /> },
      { path: '/platformPort', element: <p>the desk in the frame</p> },
    ],
    permissions,
  })

afterEach(() => vi.unstubAllGlobals())

describe('the desktop-workbench button', () => {
  it('opens the workbench window in new-platform mode (new.platform and SharedWorker)', async () => {
    vi.stubGlobal('SharedWorker', vi.fn())
    const open = vi.fn()
    vi.stubGlobal('open', open)
    renderButton(['new.platform'])
    await userEvent.click(screen.getByRole('button', { name: '桌面工作台' }))
    expect(open).toHaveBeenCalledWith('/dzfront/workbench/working', '_blank', 'noopener')
  })

  it('opens platformPort in the frame when the browser has no SharedWorker', async () => {
    vi.stubGlobal('SharedWorker', undefined)
    const open = vi.fn()
    vi.stubGlobal('open', open)
    const { router } = renderButton(['new.platform'])
    await userEvent.click(screen.getByRole('button', { name: '桌面工作台' }))
    expect(open).not.toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/platformPort')
  })
})
