import { describe, expect, it } from 'vitest'
import { activationMail } from './activation-mail'

describe('the activation e-mail', () => {
  it('links to the activate page of the public address, written in Chinese for zh-CN', () => {
    const mail = activationMail('zh-CN', 'https://portal.example.com', 'k3y_-Z')
    expect(mail.subject).toBe('请激活您的账号')
    expect(mail.link).toBe('https://portal.example.com/dzfront/portal/activate?key=k3y_-Z')
    expect(mail.body).toContain(mail.link)
    expect(mail.body).toContain('10分钟')
  })

  it('is written in English for en-US', () => {
    const mail = activationMail('en-US', 'http://localhost:8080', 'abc')
    expect(mail.subject).toBe('Activate your account')
    expect(mail.body).toContain('within 10 minutes')
  })
})
