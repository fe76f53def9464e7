import type { IvrDefinition, IvrMenu } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { isWithinBusinessHours, walkIvr } from './ivr-walk'

const menu = (id: string, keys: IvrMenu['keys'], rest: Partial<IvrMenu> = {}): IvrMenu => ({
  id,
  name: id,
  greeting: `greeting ${id}`,
  recordingFileId: null,
  keys,
  timeoutSeconds: 5,
  onTimeout: { kind: 'HANGUP' },
  onWrongKey: { kind: 'HANGUP' },
  ...rest,
})

const flow: IvrDefinition = {
  menus: [
    menu(
      'main',
      [
        { key: '1', action: { kind: 'QUEUE', skillGroupId: 'sales' } },
        { key: '2', action: { kind: 'QUEUE', skillGroupId: 'service' } },
        { key: '3', action: { kind: 'MENU', menuId: 'more' } },
        { key: '9', action: { kind: 'CALLBACK' } },
      ],
      { onTimeout: { kind: 'QUEUE', skillGroupId: 'sales' }, onWrongKey: { kind: 'MENU', menuId: 'main' } },
    ),
    menu('more', [{ key: '1', action: { kind: 'QUEUE', skillGroupId: 'billing' } }]),
  ],
  businessHours: null,
}

// Monday 2 March 2026, 10:00 in Shanghai (UTC+8).
const mondayMorningShanghai = new Date('2026-03-02T02:00:00Z')
const zone = 'Asia/Shanghai'

const hours = {
  days: [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '18:00' })),
  holidays: ['2026-10-01'],
  closedGreeting: 'We are closed',
  closedAction: 'CALLBACK' as const,
}

describe('walkIvr', () => {
  it('takes the pressed key to its queue after the first greeting', () => {
    expect(walkIvr(flow, '2', mondayMorningShanghai, zone)).toEqual({
      steps: [
        { kind: 'greeting', menuId: 'main', text: 'greeting main' },
        { kind: 'pressed', key: '2' },
      ],
      outcome: { kind: 'QUEUE', skillGroupId: 'service' },
    })
  })

  it('follows the timeout action when no key is left', () => {
    const walk = walkIvr(flow, '', mondayMorningShanghai, zone)
    expect(walk.steps.at(-1)).toEqual({ kind: 'timeout' })
    expect(walk.outcome).toEqual({ kind: 'QUEUE', skillGroupId: 'sales' })
  })

  it('repeats the menu on a wrong key and takes the next key there', () => {
    const walk = walkIvr(flow, '71', mondayMorningShanghai, zone)
    expect(walk.steps.map((step) => step.kind)).toEqual(['greeting', 'wrongKey', 'greeting', 'pressed'])
    expect(walk.outcome).toEqual({ kind: 'QUEUE', skillGroupId: 'sales' })
  })

  it('goes into a sub-menu and uses one key per menu', () => {
    const walk = walkIvr(flow, '31', mondayMorningShanghai, zone)
    expect(walk.steps.filter((step) => step.kind === 'greeting').map((step) => step.menuId)).toEqual([
      'main',
      'more',
    ])
    expect(walk.outcome).toEqual({ kind: 'QUEUE', skillGroupId: 'billing' })
  })

  it('leaves a call-back request on a call-back key', () => {
    expect(walkIvr(flow, '9', mondayMorningShanghai, zone).outcome).toEqual({ kind: 'CALLBACK' })
  })

  it('hangs up a caller going round menus for ever', () => {
    const walk = walkIvr(flow, '7'.repeat(20), mondayMorningShanghai, zone)
    expect(walk.outcome).toEqual({ kind: 'HANGUP' })
    expect(walk.steps.filter((step) => step.kind === 'greeting')).toHaveLength(10)
  })

  it('gives the closed greeting and the closed action outside business hours, whatever the keys', () => {
    const sundayShanghai = new Date('2026-03-01T02:00:00Z')
    expect(walkIvr({ ...flow, businessHours: hours }, '2', sundayShanghai, zone)).toEqual({
      steps: [{ kind: 'closed', text: 'We are closed' }],
      outcome: { kind: 'CALLBACK' },
    })
    const closedHangingUp = { ...hours, closedAction: 'HANGUP' as const }
    expect(walkIvr({ ...flow, businessHours: closedHangingUp }, '2', sundayShanghai, zone).outcome).toEqual({
      kind: 'HANGUP',
    })
  })

  it('walks the menus inside business hours', () => {
    expect(walkIvr({ ...flow, businessHours: hours }, '2', mondayMorningShanghai, zone).outcome).toEqual({
      kind: 'QUEUE',
      skillGroupId: 'service',
    })
  })
})

describe('isWithinBusinessHours', () => {
  it('reads the clock and the weekday in the tenant time zone', () => {
    expect(isWithinBusinessHours(hours, mondayMorningShanghai, zone)).toBe(true)
    // The same instant is Sunday 18:00 in Los Angeles.
    expect(isWithinBusinessHours(hours, mondayMorningShanghai, 'America/Los_Angeles')).toBe(false)
  })

  it('opens at from and closes at to', () => {
    expect(isWithinBusinessHours(hours, new Date('2026-03-02T01:00:00Z'), zone)).toBe(true)
    expect(isWithinBusinessHours(hours, new Date('2026-03-02T00:59:00Z'), zone)).toBe(false)
    expect(isWithinBusinessHours(hours, new Date('2026-03-02T10:00:00Z'), zone)).toBe(false)
  })

  it('is closed all day on a holiday of the tenant calendar', () => {
    // Thursday 1 October 2026, 10:00 in Shanghai, against Wednesday the day before at the same hour.
    expect(isWithinBusinessHours(hours, new Date('2026-10-01T02:00:00Z'), zone)).toBe(false)
    expect(isWithinBusinessHours(hours, new Date('2026-09-30T02:00:00Z'), zone)).toBe(true)
  })
})
