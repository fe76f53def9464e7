import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInPortal } from '@/test-support/render-in-portal'
import '../translations'
import { MailStatusTag } from './mail-status-tag'

describe('the status of a sent e-mail', () => {
  it('tells the agent an interrupted send failed and may not have gone out', async () => {
    renderInPortal({
      routes: [
        { path: '/', element: <MailStatusTag mail={{ status: 'failed', failureReason: 'interrupted' }} /> },
      ],
    })
    expect(await screen.findByText('发送中断，邮件可能未发出，请向收件人核实或重新发送')).toBeTruthy()
  })
})
