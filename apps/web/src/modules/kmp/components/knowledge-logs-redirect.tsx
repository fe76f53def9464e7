import { Navigate } from 'react-router'
import { KNOWLEDGE_PATHS } from '../knowledge-paths'

/** The old knowledgeLogs page: each article's log is on its page now, reached from the writers' list. */
export const KnowledgeLogsRedirect = () => <Navigate to={`${KNOWLEDGE_PATHS.list}?view=manage`} replace />
