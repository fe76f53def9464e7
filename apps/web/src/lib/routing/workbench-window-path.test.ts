import { describe, expect, it } from 'vitest'
import { isNewPlatformMode, isWorkbenchWindowPath } from './workbench-window-path'

describe('isWorkbenchWindowPath', () => {
  it('knows both window paths, with or without a trailing slash', () => {
    expect(isWorkbenchWindowPath('/dzfront/workbench/working')).toBe(true)
    expect(isWorkbenchWindowPath('/dzfront/platform/working/')).toBe(true)
  })

  it('is not a portal page', () => {
    expect(isWorkbenchWindowPath('/dzfront/portal/platformPort')).toBe(false)
    expect(isWorkbenchWindowPath('/dzfront/workbench/working/x')).toBe(false)
  })
})

describe('isNewPlatformMode', () => {
  it('needs both the new.platform code and SharedWorker', () => {
    expect(isNewPlatformMode({ hasNewPlatform: true, hasSharedWorker: true })).toBe(true)
    expect(isNewPlatformMode({ hasNewPlatform: true, hasSharedWorker: false })).toBe(false)
    expect(isNewPlatformMode({ hasNewPlatform: false, hasSharedWorker: true })).toBe(false)
  })
})
