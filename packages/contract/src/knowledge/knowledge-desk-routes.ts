import { z } from 'zod'
import { KNOWLEDGE_PERMISSIONS } from '../access/permission-codes'
import { defineRoute } from '../core/define-route'
import {
  KNOWLEDGE_KEYWORD_MAX_LENGTH,
  KNOWLEDGE_NOTE_MAX_LENGTH,
  KNOWLEDGE_SEND_CHANNELS,
  KNOWLEDGE_SUGGESTION_REASONS,
  KNOWLEDGE_SUGGESTIONS_MAX,
} from './knowledge-rules'
import { highlightedTextSchema, knowledgeRefSchema } from './knowledge-schemas'

/** An article the desk suggests beside a call, and why. */
export const knowledgeSuggestionSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: knowledgeRefSchema.nullable(),
  excerptHighlight: highlightedTextSchema,
  reasons: z.array(z.enum(KNOWLEDGE_SUGGESTION_REASONS)),
})
export type KnowledgeSuggestion = z.infer<typeof knowledgeSuggestionSchema>

/**
 * Articles for the call in front of the agent, from what is known: the call (the server reads its queue, its
 * customer and what the caller chose in the IVR), or the queue and the customer named here, the IVR choice's words,
 * and the note as it is typed. Published articles the caller may see; linked to the queue first, then by how well
 * the words match. Nothing known, nothing suggested.
 */
export const knowledgeSuggestionsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/kmp/suggestions',
  access: 'session',
  permission: KNOWLEDGE_PERMISSIONS.read,
  query: z.object({
    callRecordId: z.uuid().optional(),
    skillGroupId: z.uuid().optional(),
    customerId: z.uuid().optional(),
    ivrChoice: z.string().trim().max(KNOWLEDGE_KEYWORD_MAX_LENGTH).optional(),
    note: z.string().max(KNOWLEDGE_NOTE_MAX_LENGTH).optional(),
    limit: z.coerce.number().int().min(1).max(KNOWLEDGE_SUGGESTIONS_MAX).default(5),
  }),
  response: z.array(knowledgeSuggestionSchema),
})

/**
 * Sends a published article the caller may see to a customer: by SMS its title and plain text cut to
 * KNOWLEDGE_SMS_TEXT_MAX_LENGTH, by e-mail its title as the subject and its text as the body (images and
 * attachments stay in the portal). `to` is the number or address typed; with a customer and nothing typed, the
 * customer's own; with only a call of the agent's, an SMS to its caller (whose number the agent sees masked). It goes through the single SMS and the e-mail sender, with their codes (sms.single,
 * email.single) and the tenant's sending limits, and joins the sender's sent list.
 */
export const sendKnowledgeArticleRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/kmp/articles/:id/send',
  access: 'session',
  permission: KNOWLEDGE_PERMISSIONS.read,
  params: z.object({ id: z.uuid() }),
  body: z.object({
    channel: z.enum(KNOWLEDGE_SEND_CHANNELS),
    to: z.string().trim().max(200).default(''),
    customerId: z.uuid().optional(),
    callRecordId: z.uuid().optional(),
  }),
  response: z.object({
    channel: z.enum(KNOWLEDGE_SEND_CHANNELS),
    /** The queued SMS (each followed like a single SMS), or the e-mail's record. */
    smsIds: z.array(z.string()),
    mailId: z.string().nullable(),
    /** The text that went (the SMS's, or the e-mail's subject). */
    text: z.string(),
  }),
})
