import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES, RESPONSE_CODES } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { signedInClient, type CtiClient } from '../telephony/test-support/telephony-test-kit'
import { choose, presences, watchPresences, withdraw } from './channel-presence-test-kit'

let t: TestApp
let admin: CtiClient

beforeAll(async () => {
  t = await startTestApp()
  admin = await signedInClient(t, 'admin@demo.com', 'Admin@2026')
})
afterAll(() => t.close())

describe('channel presence', () => {
  it('starts every channel offline', async () => {
    const answer = await presences(admin)
    expect(answer.channels).toEqual([
      { channel: 'chat', status: 'offline', version: 0 },
      { channel: 'email', status: 'offline', version: 0 },
      { channel: 'video', status: 'offline', version: 0 },
    ])
  })

  it('keeps each channel status, one version on per change', async () => {
    expect((await choose(admin, 'chat', 'online')).json().data).toEqual({
      channel: 'chat',
      status: 'online',
      version: 1,
    })
    expect((await choose(admin, 'chat', 'busy')).json().data).toMatchObject({ status: 'busy', version: 2 })
    expect((await choose(admin, 'email', 'online')).json().data).toMatchObject({
      status: 'online',
      version: 1,
    })
    const { channels } = await presences(admin)
    expect(channels.map((presence) => presence.status)).toEqual(['busy', 'online', 'offline'])
    expect((await choose(admin, 'email', 'away')).statusCode).toBe(400)
    await choose(admin, 'chat', 'offline')
    await choose(admin, 'email', 'offline')
  })

  it('pushes each change to every page of the account', async () => {
    const { pushed, close } = await watchPresences(t, admin)
    await choose(admin, 'email', 'busy')
    await expect.poll(() => pushed.at(-1)).toMatchObject({ channel: 'email', status: 'busy' })
    close()
    await choose(admin, 'email', 'offline')
  })

  it('refuses video online while signed in to the call centre, and sign-in while video is online', async () => {
    await admin.signIn()
    const refused = await choose(admin, 'video', 'online')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(MESSAGES['zh-CN']['telephony.phoneAndVideo'])
    expect((await choose(admin, 'video', 'busy')).json().code).toBe(RESPONSE_CODES.OK)

    await admin.ok('POST', '/api/v1/speech/staff/logout')
    expect((await choose(admin, 'video', 'online')).json().data).toMatchObject({ status: 'online' })
    const signIn = await admin.call('POST', '/api/v1/speech/staff/login?locale=zh-CN', {
      signModel: 'SIPPHONE',
    })
    expect(signIn.json().message).toBe(MESSAGES['zh-CN']['telephony.phoneAndVideo'])
    expect((await admin.state()).agent.signedIn).toBe(false)

    await choose(admin, 'video', 'offline')
    expect((await admin.signIn()).agent.signedIn).toBe(true)
    await admin.ok('POST', '/api/v1/speech/staff/logout')
  })

  it('lets only one of a simultaneous sign-in and video going online through', async () => {
    const [signIn, video] = await Promise.all([
      admin.call('POST', '/api/v1/speech/staff/login', { signModel: 'SIPPHONE' }),
      choose(admin, 'video', 'online'),
    ])
    const passed = [signIn, video].filter((answer) => answer.json().code === RESPONSE_CODES.OK)
    expect(passed).toHaveLength(1)
    await admin.ok('POST', '/api/v1/speech/staff/logout')
    await choose(admin, 'video', 'offline')
  })

  it('answers 403 to a channel whose code the caller lacks, and leaves it out of the statuses', async () => {
    await withdraw(t, 'email_ability')
    const agent = await signedInClient(t, 'agent01', 'Agent@2026')
    const refused = await choose(agent, 'email', 'online')
    expect(refused.statusCode).toBe(403)
    expect((await presences(agent)).channels.map((presence) => presence.channel)).not.toContain('email')
  })
})
