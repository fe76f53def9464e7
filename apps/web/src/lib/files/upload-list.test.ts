import type { UploadedFile } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { toUploadList, uploadedIds } from './upload-list'

const file: UploadedFile = { fileRelationId: 'f1', fileName: 'a.txt', fileType: 'text/plain', size: 2 }

describe('the upload list', () => {
  it('shows files a record carries as finished uploads whose ids a save names again', () => {
    const list = toUploadList([file])
    expect(list).toEqual([
      { uid: 'f1', name: 'a.txt', size: 2, type: 'text/plain', status: 'done', response: file },
    ])
    expect(uploadedIds(list)).toEqual(['f1'])
  })

  it('names only the files the server took, and none when there is no list', () => {
    expect(uploadedIds([{ uid: 'x', name: 'b.txt', status: 'error' }, ...toUploadList([file])])).toEqual([
      'f1',
    ])
    expect(uploadedIds()).toEqual([])
  })
})
