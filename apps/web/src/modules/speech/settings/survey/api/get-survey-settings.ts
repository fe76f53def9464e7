import { surveySettingsRoute } from '@portal/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'

/** The tenant's satisfaction survey: on or off, the prompt, the scale. */
export const surveySettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['call-centre', 'survey'],
    queryFn: ({ signal }) => callApi(surveySettingsRoute, { signal }),
  })

export const useSurveySettings = () => useQuery(surveySettingsQueryOptions())
