import type { FastifyInstance } from 'fastify'
import { saveSurveySettingsRoute, surveySettingsRoute } from '@portal/contract'
import { serveRoute } from '../../../lib/serve-route'
import { changeTenantSettings } from '../../tenants/tenant-settings-change'
import { readSurveySettings, saveSurveySettings } from './survey-settings-repository'

/**
 * 满意度调查: on or off, the prompt and the scale. The CTI server reads them at each call's end, so a saved change
 * applies to the next call on every process.
 */
export async function surveySettingsRoutes(app: FastifyInstance) {
  serveRoute(app, surveySettingsRoute, ({ request }) => request.withTenant(readSurveySettings))

  serveRoute(app, saveSurveySettingsRoute, ({ body, request }) =>
    changeTenantSettings(request, {
      action: 'surveySettings.update',
      targetType: 'surveySettings',
      read: readSurveySettings,
      apply: async (tx) => {
        await saveSurveySettings(tx, body)
        return body
      },
    }),
  )
}
