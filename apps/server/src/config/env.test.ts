import { describe, expect, it } from 'vitest'
import { loadConfig } from './env'

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: './data',
      isDemo: false,
      logLevel: 'info',
    })
  })

  it('takes the session timeouts from the environment', () => {
    expect(loadConfig({ SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '8' })).toMatchObject({
      sessionIdleSeconds: 1800,
      sessionAbsoluteSeconds: 28_800,
    })
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/)
  })

  it('takes the deployment settings: the pool size and the drain time on SIGTERM, within their bounds', () => {
    expect(loadConfig({})).toMatchObject({ databasePoolSize: 10, shutdownDrainMs: 0 })
    expect(loadConfig({ DATABASE_POOL_SIZE: '4', SHUTDOWN_DRAIN_MS: '3000' })).toMatchObject({
      databasePoolSize: 4,
      shutdownDrainMs: 3000,
    })
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/)
    expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/)
  })

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 8080 })
  })

  it("reads the single sign-on providers' private hosts as a list, and refuses an entry that is no host", () => {
    expect(loadConfig({}).ssoPrivateHosts).toEqual([])
    expect(loadConfig({ SSO_PRIVATE_HOSTS: ' idp.corp.local, 10.1.0.0/16 ,' }).ssoPrivateHosts).toEqual([
      'idp.corp.local',
      '10.1.0.0/16',
    ])
    expect(() => loadConfig({ SSO_PRIVATE_HOSTS: 'http://idp.corp.local/' })).toThrow(/SSO_PRIVATE_HOSTS/)
  })

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
  })

  it('turns demo mode off in production whatever PORTAL_DEMO says', () => {
    expect(loadConfig({ PORTAL_DEMO: '1' }).isDemo).toBe(true)
    expect(loadConfig({ PORTAL_DEMO: '1', NODE_ENV: 'production' }).isDemo).toBe(false)
  })

  it('takes the SIP credentials’ life in minutes (30 by default), or in seconds when SIP_CREDENTIAL_SECONDS is set', () => {
    const sip = {
      SIP_WS_URL: 'ws://127.0.0.1:5066',
      SIP_DOMAIN: 'portal.test',
      SIP_SHARED_SECRET: 'a'.repeat(16),
    }
    expect(loadConfig(sip).sip?.credentialSeconds).toBe(1800)
    expect(loadConfig({ ...sip, SIP_CREDENTIAL_MINUTES: '5' }).sip?.credentialSeconds).toBe(300)
    expect(loadConfig({ ...sip, SIP_CREDENTIAL_SECONDS: '20' }).sip?.credentialSeconds).toBe(20)
    expect(() => loadConfig({ ...sip, SIP_CREDENTIAL_SECONDS: '5' })).toThrow(/SIP_CREDENTIAL_SECONDS/)
  })
})
