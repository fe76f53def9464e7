import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderTelephony } from '../test-support/render-telephony'
import '../translations'
import { SoftphoneDevices } from './softphone-devices'

const DEVICES = [
  { kind: 'audioinput', deviceId: 'mic-headset', label: '耳麦麦克风' },
  { kind: 'audiooutput', deviceId: 'out-headset', label: '耳麦' },
  { kind: 'audiooutput', deviceId: 'out-desk', label: '桌面音箱' },
]

beforeEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: Object.assign(new EventTarget(), { enumerateDevices: async () => DEVICES }),
  })
})
afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices')
  localStorage.clear()
})

describe('the call devices of the softphone', () => {
  it('lets the agent ring on one device and talk on another, kept on this browser as device ids only', async () => {
    renderTelephony(<SoftphoneDevices />)
    await userEvent.click(await screen.findByRole('button', { name: '通话设备' }))
    expect(screen.getByRole('combobox', { name: '麦克风' })).toBeTruthy()
    await userEvent.click(screen.getByRole('combobox', { name: '铃声设备' }))
    await userEvent.click(await screen.findByText('桌面音箱'))
    await userEvent.click(screen.getByRole('combobox', { name: '扬声器' }))
    const options = await screen.findAllByText('耳麦')
    await userEvent.click(options.at(-1) as HTMLElement)
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('portal.media-devices') ?? '{}')).toEqual({
        microphone: '',
        speaker: 'out-headset',
        ringtone: 'out-desk',
      }),
    )
  })
})
