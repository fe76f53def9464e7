import type { KnowledgeArticle } from '@portal/contract'
import { describe, expect, it } from 'vitest'
import { EMPTY_ARTICLE_FORM, toArticleBody, toArticleFormValues } from './article-form-values'

const attachment = { fileRelationId: 'f1', fileName: 'a.pdf', fileType: 'application/pdf', size: 3 }
const article: KnowledgeArticle = {
  id: 'a1',
  title: '光猫指示灯说明',
  bodyHtml: '<p>光猫 router</p>',
  category: { id: 'c1', name: '宽带' },
  tags: ['宽带'],
  roles: [{ id: 'r1', name: '坐席' }],
  queues: [{ id: 'q1', name: '售后服务' }],
  attachments: [attachment],
  status: 'draft',
  version: 2,
  publishedVersion: null,
  publishedAt: null,
  returnReason: null,
  createdBy: null,
  updatedBy: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
}

describe('the editor form values', () => {
  it('send back what an edited article had, its attachments by their uploaded ids', () => {
    expect(toArticleBody(toArticleFormValues(article))).toEqual({
      title: '光猫指示灯说明',
      bodyHtml: '<p>光猫 router</p>',
      categoryId: 'c1',
      tags: ['宽带'],
      roleIds: ['r1'],
      queueIds: ['q1'],
      attachmentIds: ['f1'],
    })
  })

  it('trim the title and tags, drop repeated and empty tags, file nowhere as null, skip unfinished uploads', () => {
    const body = toArticleBody({
      ...EMPTY_ARTICLE_FORM,
      title: '  光猫  ',
      tags: ['宽带', ' 宽带 ', ' '],
      attachments: [{ uid: 'u1', name: 'b.pdf', status: 'uploading' }],
    })
    expect(body).toMatchObject({ title: '光猫', tags: ['宽带'], categoryId: null, attachmentIds: [] })
  })
})
