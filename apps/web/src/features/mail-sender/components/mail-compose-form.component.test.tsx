import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MAIL_ATTACHMENT_MAX_BYTES } from '@portal/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInPortal } from '@/test-support/render-in-portal'
import '../translations'
import { MailComposeForm } from './mail-compose-form'

const stubFetch = () => {
  const fetchMock = vi.fn(async () => Response.json({ code: 10000, message: '', data: null }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}
const renderForm = () => renderInPortal({ routes: [{ path: '/', element: <MailComposeForm /> }] })
const chooseFile = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')
  if (!input) throw new Error('no file input')
  fireEvent.change(input, { target: { files: [file] } })
}
const fileOf = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

describe('the e-mail form', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks for a recipient, a subject and a message before it sends anything', async () => {
    const fetchMock = stubFetch()
    renderForm()
    await userEvent.click(await screen.findByRole('button', { name: '发送邮件' }))
    expect(await screen.findByText('请输入收件人')).toBeTruthy()
    expect(await screen.findByText('请输入邮件主题')).toBeTruthy()
    expect(await screen.findByText('请输入邮件正文')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('refuses a malformed recipient address and lets a valid copy through', async () => {
    stubFetch()
    renderForm()
    await userEvent.type(await screen.findByRole('combobox', { name: '收件人' }), 'ms.li@customer{Enter}')
    await userEvent.type(screen.getByRole('combobox', { name: '抄送' }), 'boss@customer.test{Enter}')
    await userEvent.click(screen.getByRole('button', { name: '发送邮件' }))
    expect(await screen.findAllByText('邮箱格式不正确')).toHaveLength(1)
  })

  it('refuses an attachment of a type not allowed, or too large, before uploading a byte', async () => {
    const fetchMock = stubFetch()
    renderForm()
    await screen.findByRole('button', { name: '添加附件' })
    chooseFile(fileOf('tool.exe', 'application/x-msdownload', 10))
    expect((await screen.findByRole('alert')).textContent).toBe('tool.exe：不支持该附件类型')
    chooseFile(fileOf('big.pdf', 'application/pdf', MAIL_ATTACHMENT_MAX_BYTES + 1))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('big.pdf：单个附件不能超过10MB'))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('uploads an allowed attachment at once', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({
        code: 10000,
        message: '',
        data: {
          attachmentId: '3f1c9a52-8d7e-4b7a-9c4e-2a1b3c4d5e6f',
          fileName: 'a.pdf',
          contentType: 'application/pdf',
          size: 1,
        },
      }),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderForm()
    await screen.findByRole('button', { name: '添加附件' })
    chooseFile(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/^\/api\/v1\/mail-sender\/attachments\?/)
  })
})
