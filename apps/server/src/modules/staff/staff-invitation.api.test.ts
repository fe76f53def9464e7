import { beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES, RESPONSE_CODES, SETTINGS_PERMISSIONS, type StaffMember } from '@portal/contract'
import { useDemoApp } from '../../../test/demo-app'
import { postLogin, sealFresh } from '../../../test/login-helpers'
import { outboxFor } from '../../../test/outbox-helpers'
import { ownerQuery } from '../../../test/owner-query'
import { rolesTestKit } from '../roles/roles-test-kit'
import { latestPasswordToken, setPasswordWith, staffClient } from './staff-api-helpers'

const t = useDemoApp()
const kit = rolesTestKit(t)
const { call, options } = staffClient(t)
const OUTSIDER = { email: 'outsider@second.com', employeeNo: 'SECOND9', phone: '13700009999' }
const OUTSIDER_PASSWORD = 'Agent@2026'
const NEW_PASSWORD = 'Kx7#pLm2Qw'

let editor: Awaited<ReturnType<typeof kit.memberHolding>>

/** An account of Second Co. only (agent01's password), with an e-mail, employee number and phone of its own. */
beforeAll(async () => {
  await ownerQuery(
    t.store,
    `WITH account AS (
       INSERT INTO staff_accounts (email, employee_no, phone, name, password_hash)
       SELECT $1, $2, $3, '二号成员', password_hash FROM staff_accounts WHERE employee_no = 'agent01' RETURNING id)
     INSERT INTO tenant_members (tenant_id, account_id, role_id, protocol_agreed_at)
     SELECT t.id, account.id, r.id, now() FROM account, tenants t JOIN roles r ON r.tenant_id = t.id
     WHERE t.code = 'second' AND r.code = 'agent'`,
    [OUTSIDER.email, OUTSIDER.employeeNo, OUTSIDER.phone],
  )
  editor = await kit.memberHolding('staff-inviter@demo.com', [SETTINGS_PERMISSIONS.staff])
})

const invite = (form: Record<string, unknown>, cookie = editor.cookie) =>
  call('POST', '', { roleId: editor.roleId, ...form }, cookie)

/** An answer with what differs by nature (the row's id, and what was typed) set aside. */
const comparable = (body: { code: number; message: string; data: StaffMember }) => ({
  ...body,
  data: { ...body.data, id: '-', name: '-', email: '-', employeeNo: '-', phone: '-' },
})

const joinToken = async (email: string) => {
  const [mail] = await outboxFor(t.app, email)
  return /\/joinTenant\?token=([A-Za-z0-9_-]{43})/.exec(mail?.body ?? '')?.[1] ?? ''
}
const acceptWith = async (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/user/invitation/accept',
    payload: { token, password: await sealFresh(t.app, password) },
  })
const demoMembership = (email: string) =>
  ownerQuery<{ role_id: string }>(
    t.store,
    `SELECT m.role_id FROM tenant_members m JOIN staff_accounts a ON a.id = m.account_id
     JOIN tenants t ON t.id = m.tenant_id WHERE t.code = 'demo' AND a.email = $1`,
    [email],
  )

describe('inviting a member tells nothing of other tenants', () => {
  it('answers alike whether the e-mail, employee number or phone belongs to another tenant or to nobody', async () => {
    const { skillGroups } = await options()
    const group = { skillGroupIds: [skillGroups[0]?.id] }
    const fresh = await invite({ name: '新人', email: 'fresh1@demo.com', employeeNo: 'FRESH1', ...group })
    const outsiders = [
      await invite({ name: '外人', email: OUTSIDER.email, ...group }),
      await invite({ name: '同工号', email: 'fresh2@demo.com', employeeNo: OUTSIDER.employeeNo, ...group }),
      await invite({ name: '同手机', email: 'fresh3@demo.com', phone: OUTSIDER.phone, ...group }),
    ]
    expect(fresh.statusCode).toBe(200)
    expect(fresh.json().data).toMatchObject({
      status: 'invited',
      lastLoginAt: null,
      role: { id: editor.roleId },
    })
    for (const answer of outsiders) {
      expect(answer.statusCode).toBe(fresh.statusCode)
      expect(comparable(answer.json())).toEqual(comparable(fresh.json()))
    }
    // The list rows and the audit rows look alike too.
    const rows: StaffMember[] = (await call('GET', '/list?status=invited&pageSize=100')).json().data.list
    const outsiderRow = rows.find((row) => row.email === OUTSIDER.email)
    expect(outsiderRow).toMatchObject({ name: '外人', status: 'invited', employeeNo: null, phone: null })
    const audits = await ownerQuery<{ after_values: object; target_id: string }>(
      t.store,
      "SELECT after_values, target_id FROM audit_events WHERE action = 'staff.create' ORDER BY created_at",
    )
    expect(audits.map((row) => Object.keys(row.after_values).sort())).toEqual(
      Array(4).fill(Object.keys(audits[0]?.after_values ?? {}).sort()),
    )
    expect(audits.map((row) => row.target_id)).toContain(outsiderRow?.id)
    // Nobody joined: the account of Second Co. signs in there alone until its owner accepts.
    expect(await demoMembership(OUTSIDER.email)).toEqual([])
    const [joinMail] = await outboxFor(t.app, OUTSIDER.email)
    expect(joinMail?.subject).toBe('邀请您加入演示科技')
  })

  it('still refuses, clearly, what belongs to a member of this tenant or is already invited', async () => {
    expect(
      (await invite({ name: 'x', email: 'agent01@nowhere.com', employeeNo: 'agent01' })).json(),
    ).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: MESSAGES['zh-CN']['staff.employeeNoTaken'],
    })
    expect((await invite({ name: 'x', email: 'multi@demo.com' })).json().message).toBe(
      MESSAGES['zh-CN']['staff.emailTaken'],
    )
    const again = await invite({ name: '再邀', email: OUTSIDER.email })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(MESSAGES['zh-CN']['staff.alreadyInvited'])
  })

  it('makes the account of another tenant a member only when its owner accepts with their password, once', async () => {
    const token = await joinToken(OUTSIDER.email)
    const viewed = await t.app.inject({ method: 'POST', url: '/user/invitation/view', payload: { token } })
    expect(viewed.json().data).toEqual({ tenantName: '演示科技', account: OUTSIDER.email })
    const wrong = await acceptWith(token, 'Wrong#Pass1')
    expect(wrong.json()).toMatchObject({
      code: RESPONSE_CODES.FAILURE,
      message: MESSAGES['zh-CN']['staff.invitationPasswordWrong'],
    })
    expect(await demoMembership(OUTSIDER.email)).toEqual([])

    const accepted = await acceptWith(token, OUTSIDER_PASSWORD)
    expect(accepted.json()).toMatchObject({ code: RESPONSE_CODES.OK, data: { tenantName: '演示科技' } })
    expect(await demoMembership(OUTSIDER.email)).toEqual([{ role_id: editor.roleId }])
    expect((await acceptWith(token, OUTSIDER_PASSWORD)).json().message).toBe(
      MESSAGES['zh-CN']['staff.setPasswordLinkInvalid'],
    )
    const [listed] = (await call('GET', `/list?keyword=${OUTSIDER.email}`)).json().data.list
    expect(listed).toMatchObject({ status: 'active', name: '二号成员', employeeNo: OUTSIDER.employeeNo })
    expect(listed.skillGroups).toHaveLength(1)
    // The owner now picks either tenant at login.
    const tenants: { name: string; tenantId: string }[] = (
      await t.app.inject({ method: 'GET', url: `/user/account/tenants?account=${OUTSIDER.email}` })
    ).json().data
    expect(tenants.map((tenant) => tenant.name)).toEqual(['演示科技', '第二公司'])
    const demo = tenants.find((tenant) => tenant.name === '演示科技')
    const signedIn = await postLogin(t.app, OUTSIDER.email, OUTSIDER_PASSWORD, { tenantId: demo?.tenantId })
    // Demo Co. asks a new member to agree to its protocol first: the tenant itself was accepted.
    expect(signedIn.json().code).toBe(RESPONSE_CODES.FORCED_AGREE_PROTOCOL)
  })

  it('makes a new person a member when they set their password from the link', async () => {
    await setPasswordWith(t.app, await latestPasswordToken(t.app, 'fresh1@demo.com'), NEW_PASSWORD)
    const [listed] = (await call('GET', '/list?keyword=fresh1@demo.com')).json().data.list
    expect(listed).toMatchObject({ status: 'active', employeeNo: 'FRESH1', role: { id: editor.roleId } })
    // The new account could not take the other tenant's employee number: it joins without one.
    await setPasswordWith(t.app, await latestPasswordToken(t.app, 'fresh2@demo.com'), NEW_PASSWORD)
    const [second] = (await call('GET', '/list?keyword=fresh2@demo.com')).json().data.list
    expect(second).toMatchObject({ status: 'active', employeeNo: null })
  })

  it('checks the seats when the invitation is accepted, and keeps it until then', async () => {
    const [counted] = await ownerQuery<{ count: number }>(
      t.store,
      `SELECT count(*)::int AS count FROM tenant_members m JOIN staff_accounts a ON a.id = m.account_id
       JOIN tenants t ON t.id = m.tenant_id WHERE t.code = 'demo' AND a.status = 'active'`,
    )
    await ownerQuery(t.store, "UPDATE tenants SET user_limit = $1 WHERE code = 'demo'", [counted?.count])
    try {
      const token = await latestPasswordToken(t.app, 'fresh3@demo.com')
      expect((await setPasswordWith(t.app, token, NEW_PASSWORD)).json()).toMatchObject({
        code: RESPONSE_CODES.FAILURE,
        message: MESSAGES['zh-CN']['staff.invitationNoSeat'],
      })
      const [pending] = (await call('GET', '/list?keyword=fresh3@demo.com')).json().data.list
      expect(pending.status).toBe('invited')
    } finally {
      await ownerQuery(t.store, "UPDATE tenants SET user_limit = 200 WHERE code = 'demo'")
    }
  })

  it('resends an invitation with a new link and withdraws one, whose link then fails', async () => {
    const [pending] = (await call('GET', '/list?keyword=fresh3@demo.com')).json().data.list
    const first = await latestPasswordToken(t.app, 'fresh3@demo.com')
    expect((await call('POST', `/${pending.id}/resend-invitation`, {}, editor.cookie)).statusCode).toBe(200)
    const second = await latestPasswordToken(t.app, 'fresh3@demo.com')
    expect(second).not.toBe(first)
    expect((await setPasswordWith(t.app, first, NEW_PASSWORD)).json().code).toBe(RESPONSE_CODES.FAILURE)
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/portal/staff/${pending.id}/invitation`,
      headers: { cookie: editor.cookie },
    })
    expect(withdrawn.statusCode).toBe(200)
    expect((await setPasswordWith(t.app, second, NEW_PASSWORD)).json().code).toBe(RESPONSE_CODES.FAILURE)
    expect((await call('GET', '/list?keyword=fresh3@demo.com')).json().data.total).toBe(0)
    expect(
      await ownerQuery(t.store, "SELECT 1 FROM staff_accounts WHERE email = 'fresh3@demo.com'"),
    ).toHaveLength(0)
    const actions = await ownerQuery<{ action: string }>(
      t.store,
      "SELECT action FROM audit_events WHERE action LIKE 'staff.%Invitation' ORDER BY created_at",
    )
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['staff.acceptInvitation', 'staff.resendInvitation', 'staff.cancelInvitation']),
    )
  })
})
