import { CALL_CENTRE_PERMISSIONS } from '../../access/permission-codes'
import { defineRoute } from '../../core/define-route'
import { surveySettingsSchema, surveySettingsValuesSchema } from './survey-schemas'

/** 满意度调查: the tenant's survey, as its administrator edits it. */
export const surveySettingsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/portal/call-centre/survey',
  access: 'session',
  permission: CALL_CENTRE_PERMISSIONS.survey,
  response: surveySettingsValuesSchema,
})

export const saveSurveySettingsRoute = defineRoute({
  method: 'PUT',
  path: '/api/v1/portal/call-centre/survey',
  access: 'session',
  permission: CALL_CENTRE_PERMISSIONS.survey,
  body: surveySettingsSchema,
  response: surveySettingsValuesSchema,
})
