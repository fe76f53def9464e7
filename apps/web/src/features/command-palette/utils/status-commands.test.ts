import { describe, expect, it } from 'vitest'
import { statusCommands, toStatusChoice } from './status-commands'

const t = (key: string, options: Record<string, string> = {}) =>
  key === 'status.rest' ? `${options.status}-${options.reason}` : `${key} ${options.status}`

describe('the status entries', () => {
  it("offer the switcher's choices in its order, a rest reason under 小休", () => {
    expect(statusCommands(['午餐'], t).map((command) => [command.id, command.label])).toEqual([
      ['status:3', 'command.status 接线'],
      ['status:2', 'command.status 小休'],
      ['status:2:午餐', 'command.status 小休-午餐'],
      ['status:4', 'command.status 挂起'],
      ['status:0', 'command.status 离线'],
    ])
  })

  it('read a choice back from its value, and nothing from a value that is none', () => {
    expect(toStatusChoice('3')).toEqual({ status: 3 })
    expect(toStatusChoice('2:午餐')).toEqual({ status: 2, restReason: '午餐' })
    expect(toStatusChoice('9')).toBeNull()
    expect(toStatusChoice('x')).toBeNull()
  })
})
