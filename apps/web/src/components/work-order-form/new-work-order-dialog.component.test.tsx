import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FILE_UPLOAD_MAX_BYTES, type UploadedFile } from '@portal/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInPortal } from '@/test-support/render-in-portal'
import { stubApi } from '@/test-support/stub-api'
import { NewWorkOrderDialog } from './new-work-order-dialog'

const photo: UploadedFile = {
  fileRelationId: '3f1c9a52-8d7e-4b7a-9c4e-2a1b3c4d5e6f',
  fileName: '故障照片.png',
  fileType: 'image/png',
  size: 4,
}

const renderDialog = () =>
  renderInPortal({
    routes: [
      { path: '/', element: <NewWorkOrderDialog from={{ kind: 'list' }} onClose={() => undefined} /> },
    ],
  })
const chooseFile = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')
  if (!input) throw new Error('no file input')
  fireEvent.change(input, { target: { files: [file] } })
}

describe('the new work order dialog', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('uploads a chosen file for work orders and creates the order naming it', async () => {
    const calls = stubApi({
      'POST /file/api/v1/file/upload': () => ({ data: photo }),
      'POST /api/v1/workorder': () => ({ data: { id: 'w1', number: 'WO000026' } }),
    })
    renderDialog()
    await userEvent.type(await screen.findByRole('textbox', { name: '客户' }), '周女士')
    await userEvent.type(screen.getByRole('textbox', { name: '工单标题' }), '路由器故障')
    chooseFile(new File(['\x89PNG'], '故障照片.png', { type: 'image/png' }))
    expect(await screen.findByText('故障照片.png')).toBeTruthy()
    await waitFor(() => expect(calls.some((call) => call.path === '/file/api/v1/file/upload')).toBe(true))
    expect(calls.find((call) => call.path === '/file/api/v1/file/upload')?.body).toMatchObject({
      purpose: 'workOrder',
      fileName: '故障照片.png',
    })
    await userEvent.click(screen.getByRole('button', { name: /创\s*建/ }))
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'POST' && call.path === '/api/v1/workorder')?.body,
      ).toMatchObject({
        customerName: '周女士',
        title: '路由器故障',
        attachmentIds: [photo.fileRelationId],
      }),
    )
  })

  it('refuses a file over the limit under the field, before uploading a byte', async () => {
    const calls = stubApi({})
    renderDialog()
    await screen.findByRole('button', { name: '上传附件' })
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' })
    Object.defineProperty(big, 'size', { value: FILE_UPLOAD_MAX_BYTES + 1 })
    chooseFile(big)
    expect((await screen.findByRole('alert')).textContent).toBe('big.pdf 未能上传：文件不能超过5MB')
    expect(calls.some((call) => call.path === '/file/api/v1/file/upload')).toBe(false)
  })
})
