import type { FastifyInstance } from 'fastify'
import { checkTranslateModel, checkTranslateText, translateRoute } from '@portal/contract'
import { AppError } from '../../lib/app-error'
import { serveRoute } from '../../lib/serve-route'

/** AI translation, through whichever language model the app was given (`app.llm`). */
export async function aiTranslateRoutes(app: FastifyInstance) {
  serveRoute(app, translateRoute, async ({ body }) => {
    const problem = checkTranslateModel(body.llm_model) ?? checkTranslateText(body.prompt)
    if (problem) throw new AppError('FAILURE', problem)
    const text = await app.llm.complete({
      model: body.llm_model,
      prompt: body.prompt,
      params: body.model_params,
    })
    return { text }
  })
}
