import { QueryClient } from '@tanstack/react-query'
import { NetworkError } from './api-error'

const MAX_NETWORK_RETRIES = 1

/** The one query client: an answer with a code is final, only a request that got no answer is tried again. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => error instanceof NetworkError && failureCount < MAX_NETWORK_RETRIES,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
})
