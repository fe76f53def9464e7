import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInPortal } from '@/test-support/render-in-portal'
import { stubApi, type StubAnswer } from '@/test-support/stub-api'
import '../translations'
import { EMPTY_ARTICLE_FORM } from '../utils/article-form-values'
import { KnowledgeEditorForm } from './knowledge-editor-form'

const FILE_ID = '0b6f3f4e-2a1c-4d3b-9e8f-1a2b3c4d5e6f'
const png = new File([new Uint8Array([137, 80, 78, 71])], '光猫.png', { type: 'image/png' })

describe('the knowledge editor’s form', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('keeps 保存 from saving while a picture is still uploading, and saves it once it is in', async () => {
    let finishUpload: (answer: StubAnswer) => void = () => undefined
    stubApi({
      'POST /file/api/v1/file/upload': () =>
        new Promise<StubAnswer>((resolve) => {
          finishUpload = resolve
        }),
    })
    const onSave = vi.fn()
    renderInPortal({
      permissions: [],
      routes: [
        {
          path: '/',
          element: (
            <KnowledgeEditorForm
              initialValues={{ ...EMPTY_ARTICLE_FORM, title: '光猫指示灯说明' }}
              isSaving={false}
              canSubmit
              onSave={onSave}
            />
          ),
        },
      ],
    })
    await userEvent.upload(await screen.findByLabelText('选择要插入的图片'), png)
    const save = screen.getByRole('button', { name: /^保\s?存$/ })
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true))
    finishUpload({
      data: { fileRelationId: FILE_ID, fileName: '光猫.png', fileType: 'image/png', size: 4 },
    })
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false))
    await userEvent.click(save)
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0]?.[0].bodyHtml).toContain(`/file/api/v1/file/download/${FILE_ID}`)
  })
})
