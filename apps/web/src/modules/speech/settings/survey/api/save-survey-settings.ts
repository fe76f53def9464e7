import { saveSurveySettingsRoute, type SurveySettings } from '@portal/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api/call-api'
import { surveySettingsQueryOptions } from './get-survey-settings'

/** Saves the survey; the page shows what the server kept. */
export const useSaveSurveySettings = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SurveySettings) => callApi(saveSurveySettingsRoute, { body }),
    onSuccess: (saved) => queryClient.setQueryData(surveySettingsQueryOptions().queryKey, saved),
  })
}
