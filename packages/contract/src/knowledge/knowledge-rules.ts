/** The longest title, body (HTML as stored), tag and category name a writer may give, and how many of each. */
export const KNOWLEDGE_TITLE_MAX_LENGTH = 200
export const KNOWLEDGE_BODY_MAX_LENGTH = 200_000
export const KNOWLEDGE_TAG_MAX_LENGTH = 30
export const KNOWLEDGE_TAGS_MAX = 20
export const KNOWLEDGE_CATEGORY_NAME_MAX_LENGTH = 50
export const KNOWLEDGE_ATTACHMENTS_MAX = 20
/** How many roles or queues (skill groups) an article may be limited or linked to. */
export const KNOWLEDGE_LINKS_MAX = 50
/** The longest reason a reviewer gives for sending an article back. */
export const KNOWLEDGE_RETURN_REASON_MAX_LENGTH = 500
/** The longest search words and note text the server reads. */
export const KNOWLEDGE_KEYWORD_MAX_LENGTH = 100
export const KNOWLEDGE_NOTE_MAX_LENGTH = 2000
/** A search page's size, and how many articles the desk suggests at most. */
export const KNOWLEDGE_PAGE_SIZE_MAX = 50
export const KNOWLEDGE_SUGGESTIONS_MAX = 10
/** How long the desk waits after the last key of a call's note before asking for suggestions again. */
export const KNOWLEDGE_SUGGESTION_NOTE_DELAY_MS = 500
/**
 * The longest article text an SMS carries: the title and as much of the plain text as fits, cut with an ellipsis
 * (SMS_CONTENT_MAX is 1000; a shorter bound keeps a message to a few segments).
 */
export const KNOWLEDGE_SMS_TEXT_MAX_LENGTH = 300

/**
 * An article's working copy goes draft → review → published; a reviewer publishes it or sends it back to draft
 * with a reason; editing a published article makes a new draft while the published version stays what readers
 * see, until the new one is published; an archived article is seen by nobody but its writers and reviewers, and
 * editing it makes a draft again.
 */
export const KNOWLEDGE_ARTICLE_STATUSES = ['draft', 'review', 'published', 'archived'] as const
export type KnowledgeArticleStatus = (typeof KNOWLEDGE_ARTICLE_STATUSES)[number]

/** What one line of an article's log (knowledgeLogs) records. */
export const KNOWLEDGE_VERSION_ACTIONS = [
  'created',
  'edited',
  'submitted',
  'published',
  'returned',
  'archived',
] as const
export type KnowledgeVersionAction = (typeof KNOWLEDGE_VERSION_ACTIONS)[number]

/** The parts of an article a save can change, named in its log line. */
export const KNOWLEDGE_ARTICLE_FIELDS = [
  'title',
  'body',
  'tags',
  'category',
  'roles',
  'queues',
  'attachments',
] as const
export type KnowledgeArticleField = (typeof KNOWLEDGE_ARTICLE_FIELDS)[number]

/** How an article may go to a customer from the desk. */
export const KNOWLEDGE_SEND_CHANNELS = ['sms', 'email'] as const
export type KnowledgeSendChannel = (typeof KNOWLEDGE_SEND_CHANNELS)[number]

/** Why the desk suggests an article: the call's queue, the customer's tags, the IVR choice, the note's words. */
export const KNOWLEDGE_SUGGESTION_REASONS = ['queue', 'customerTags', 'ivr', 'note'] as const
export type KnowledgeSuggestionReason = (typeof KNOWLEDGE_SUGGESTION_REASONS)[number]
