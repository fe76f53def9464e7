import { readFile } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import { checkTranslateModel, checkTranslateText, packageInfoRoute, translateRoute } from '@portal/contract'
import { AppError } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'
import { completeChat } from '../../plugins/app/llm/openai-llm'

type ReleaseInfo = { version?: string; buildTime?: string; modules?: string[] }

/** AI translation and the package check. */
export async function toolRoutes(app: FastifyInstance) {
  serveRoute(app, translateRoute, async ({ body }) => {
    const problem = checkTranslateModel(body.llm_model) ?? checkTranslateText(body.prompt)
    if (problem) throw new AppError('FAILURE', problem)
    if (!app.config.llm) throw new AppError('FAILURE', 'translate.notConfigured', 503)
    const text = await completeChat(app.config.llm, {
      model: body.llm_model,
      prompt: body.prompt,
      params: body.model_params,
    })
    return { text }
  })

  const startedAt = new Date().toISOString()
  const releaseInfo = async (): Promise<ReleaseInfo> =>
    JSON.parse(
      await readFile(`${app.config.webDistDir}/release-info.json`, 'utf8').catch(() => '{}'),
    ) as ReleaseInfo

  // Every module ships inside the one portal build: its package date is the build's, and it is installed when
  // the build has pages for it.
  serveRoute(app, packageInfoRoute, async ({ params }) => {
    const info = await releaseInfo()
    return {
      appName: `dzfront-${params.service}`,
      version: info.version ?? '0.0.0',
      buildDate: info.buildTime ?? startedAt,
      installed: params.service === 'portal' || (info.modules ?? []).includes(params.service),
    }
  })
}
