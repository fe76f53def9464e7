import { describe, expect, it } from 'vitest'
import {
  MAIL_ATTACHMENT_MAX_BYTES,
  MAIL_ATTACHMENTS_TOTAL_MAX_BYTES,
  checkMailAddresses,
  checkMailAttachment,
  checkMailAttachments,
  isMailBodyEmpty,
  MAIL_FAILURE_REASONS,
} from './mail-sender-rules'
import { mailSenderTexts } from './mail-sender-texts'

describe('the e-mail sender rules', () => {
  it('accept an allowed type named as its type up to the largest size, and refuse anything else', () => {
    expect(checkMailAttachment('Report.PDF', 'application/pdf', MAIL_ATTACHMENT_MAX_BYTES)).toBeNull()
    expect(checkMailAttachment('report.pdf', 'application/pdf', MAIL_ATTACHMENT_MAX_BYTES + 1)).toBe(
      'mailSender.attachmentTooLarge',
    )
    expect(checkMailAttachment('setup.exe', 'application/pdf', 1)).toBe('mailSender.attachmentType')
    expect(checkMailAttachment('page.html', 'text/html', 1)).toBe('mailSender.attachmentType')
    expect(checkMailAttachment('pdf', 'application/pdf', 1)).toBe('mailSender.attachmentType')
  })

  it('refuse attachments that are too large together', () => {
    expect(checkMailAttachments([MAIL_ATTACHMENTS_TOTAL_MAX_BYTES])).toBeNull()
    expect(checkMailAttachments([MAIL_ATTACHMENTS_TOTAL_MAX_BYTES, 1])).toBe('mailSender.attachmentsTooLarge')
  })

  it('want a recipient and valid addresses', () => {
    expect(checkMailAddresses([], true)).toBe('mailSender.toRequired')
    expect(checkMailAddresses([], false)).toBeNull()
    expect(checkMailAddresses(['a@b.com', 'b@'], false)).toBe('mailSender.addressInvalid')
  })

  it('see the editor empty paragraph as an empty body', () => {
    expect(isMailBodyEmpty('<p></p>')).toBe(true)
    expect(isMailBodyEmpty('<p>&nbsp;</p>')).toBe(true)
    expect(isMailBodyEmpty('<p>Hi</p>')).toBe(false)
  })
})

describe('a failure reason', () => {
  it('has a text in both languages, the interrupted send included, which the sent list shows by its key', () => {
    expect(MAIL_FAILURE_REASONS).toContain('interrupted')
    for (const reason of MAIL_FAILURE_REASONS)
      for (const texts of [mailSenderTexts['zh-CN'], mailSenderTexts['en-US']])
        expect(texts[`mailSender.failure.${reason}`], reason).toBeTruthy()
  })
})

describe('an attachment type named like an object key', () => {
  it('is refused as any unknown type, not read from the prototype', () => {
    expect(checkMailAttachment('a.pdf', '__proto__', 10)).toBe('mailSender.attachmentType')
    expect(checkMailAttachment('a.pdf', 'constructor', 10)).toBe('mailSender.attachmentType')
  })
})
