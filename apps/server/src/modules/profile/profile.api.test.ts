import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AVATAR_MAX_BYTES, RESPONSE_CODES, type Profile } from '@portal/contract'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { loginAs, sealFresh } from '../../../test/login-helpers'

let t: TestApp
let agent: string
beforeAll(async () => {
  t = await startTestApp()
  agent = await loginAs(t.app, 'agent01', 'Agent@2026')
})
afterAll(() => t.close())

const call = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) })

// The smallest valid PNG: a 1x1 transparent pixel.
const PNG_PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

describe('personal info', () => {
  it('reads and saves name and phone, and the login check then carries the new name', async () => {
    const before = (await call(agent, 'GET', '/user/profile')).json().data as Profile
    expect(before).toMatchObject({ name: '坐席01', phone: '13800000001', allowMultipleSessions: false })

    // A new phone (a way to sign in and reset) needs the current password, and a wrong one changes nothing.
    const change = { name: '  坐席零一 ', phone: '13900000001', allowMultipleSessions: false }
    const withoutPassword = await call(agent, 'PUT', '/user/profile?locale=zh-CN', change)
    expect(withoutPassword.json().message).toBe('修改手机号或允许多设备登录，请输入当前密码')
    const wrong = await call(agent, 'PUT', '/user/profile', {
      ...change,
      currentPassword: await sealFresh(t.app, 'Wrong@2026'),
    })
    expect(wrong.statusCode).toBe(400)
    const severalDevices = await call(agent, 'PUT', '/user/profile', {
      name: '坐席01',
      phone: '13800000001',
      allowMultipleSessions: true,
    })
    expect(severalDevices.statusCode).toBe(400)
    expect((await call(agent, 'GET', '/user/profile')).json().data).toMatchObject({
      phone: '13800000001',
      allowMultipleSessions: false,
    })

    const saved = await call(agent, 'PUT', '/user/profile', {
      ...change,
      currentPassword: await sealFresh(t.app, 'Agent@2026'),
    })
    expect(saved.json()).toMatchObject({
      code: RESPONSE_CODES.OK,
      data: { name: '坐席零一', phone: '13900000001' },
    })
    const session = (await call(agent, 'POST', '/user/token', {})).json().data
    expect(session.authResult.principal.name).toBe('坐席零一')
  })

  it('refuses a name over 20 characters, a bad phone and a phone of another account, changing nothing', async () => {
    const tooLong = await call(agent, 'PUT', '/user/profile?locale=zh-CN', {
      name: '名'.repeat(21),
      phone: '',
      allowMultipleSessions: false,
    })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().message).toBe('姓名不能超过20个字符')
    const badPhone = await call(agent, 'PUT', '/user/profile?locale=en-US', {
      name: 'Agent',
      phone: '12ab',
      allowMultipleSessions: false,
    })
    expect(badPhone.statusCode).toBe(400)
    const taken = await call(agent, 'PUT', '/user/profile', {
      name: 'Agent',
      phone: '13800000000',
      allowMultipleSessions: false,
    })
    expect(taken.json().message).toBe('该手机号已被其他账号使用')
    expect((await call(agent, 'GET', '/user/profile')).json().data.name).toBe('坐席零一')
  })

  it('takes a PNG avatar, which the login check names and the attachment download serves', async () => {
    const uploaded = await call(agent, 'POST', '/user/profile/avatar', {
      fileName: 'me.png',
      contentType: 'image/png',
      dataBase64: PNG_PIXEL,
    })
    expect(uploaded.statusCode).toBe(200)
    const avatar = (uploaded.json().data as Profile).avatar
    expect(avatar?.fileId).toEqual(expect.any(String))
    const session = (await call(agent, 'POST', '/user/token', {})).json().data
    expect(session.authResult.principal.avatar).toEqual(avatar)
    const admin = await loginAs(t.app, 'admin@demo.com', 'Admin@2026')
    const image = await call(admin, 'GET', `/file/api/v1/file/download/${avatar?.fileId}?t=1`)
    expect(image.statusCode).toBe(200)
    expect(image.rawPayload).toEqual(Buffer.from(PNG_PIXEL, 'base64'))
  })

  it('refuses an avatar of another type or over the size limit', async () => {
    const gif = await call(agent, 'POST', '/user/profile/avatar?locale=zh-CN', {
      fileName: 'me.gif',
      contentType: 'image/gif',
      dataBase64: Buffer.from('GIF89a').toString('base64'),
    })
    expect(gif.statusCode).toBe(400)
    expect(gif.json().message).toBe('头像仅支持 PNG、JPEG、WebP 格式')
    const large = await call(agent, 'POST', '/user/profile/avatar?locale=zh-CN', {
      fileName: 'big.png',
      contentType: 'image/png',
      dataBase64: Buffer.alloc(AVATAR_MAX_BYTES + 1).toString('base64'),
    })
    expect(large.statusCode).toBe(400)
    expect(large.json().message).toBe('头像不能超过2MB')
    // A file that only claims to be an image: served back to the tenant as one, so its bytes must be one.
    const html = await call(agent, 'POST', '/user/profile/avatar?locale=zh-CN', {
      fileName: 'me.png',
      contentType: 'image/png',
      dataBase64: Buffer.from('<html><script>alert(1)</script></html>').toString('base64'),
    })
    expect(html.statusCode).toBe(400)
    expect(html.json().message).toBe('头像仅支持 PNG、JPEG、WebP 格式')
  })
})
