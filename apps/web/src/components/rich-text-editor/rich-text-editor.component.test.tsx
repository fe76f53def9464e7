import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RichTextEditor } from './rich-text-editor'

const SRC = '/file/api/v1/file/download/0b6f3f4e-2a1c-4d3b-9e8f-1a2b3c4d5e6f'
const png = (name = '光猫.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' })

/** The editor as a page mounts it, its upload replaced at the edge: it answers the address the server would. */
const renderEditor = (upload = vi.fn(async (file: File) => ({ src: SRC, alt: file.name }))) => {
  const onChange = vi.fn<(html: string) => void>()
  render(<RichTextEditor label="正文" onChange={onChange} onUploadImage={upload} />)
  return { upload, onChange, lastHtml: () => onChange.mock.calls.at(-1)?.[0] ?? '' }
}

describe('the rich-text editor’s images', () => {
  it('uploads an image chosen with 插入图片 and inserts it by its address, its file name as the alt', async () => {
    const { upload, lastHtml } = renderEditor()
    const button = screen.getByRole('button', { name: '插入图片' })
    await userEvent.click(button)
    await userEvent.upload(screen.getByLabelText('选择要插入的图片'), png())
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: '光猫.png' }))
    await waitFor(() => expect(lastHtml()).toContain(`<img src="${SRC}" alt="光猫.png">`))
  })

  it('inserts nothing for an image its upload refused', async () => {
    const { upload, onChange } = renderEditor(vi.fn(async () => Promise.reject(new Error('file.tooLarge'))))
    await userEvent.upload(screen.getByLabelText('选择要插入的图片'), png())
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1))
    expect(onChange.mock.calls.flat().join('')).not.toContain('<img')
  })

  it('uploads an image pasted into the text rather than keeping its bytes', async () => {
    const { upload, lastHtml } = renderEditor()
    fireEvent.paste(screen.getByRole('textbox', { name: '正文' }), {
      clipboardData: { files: [png('截图.png')], getData: () => '', types: ['Files'] },
    })
    await waitFor(() => expect(lastHtml()).toContain(`<img src="${SRC}" alt="截图.png">`))
    expect(upload).toHaveBeenCalledTimes(1)
  })

  it('offers no image button where the page uploads no images', () => {
    render(<RichTextEditor label="描述" />)
    expect(screen.getByRole('button', { name: '加粗' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '插入图片' })).toBeNull()
  })
})
