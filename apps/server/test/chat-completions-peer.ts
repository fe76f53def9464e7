import { createServer, type IncomingMessage } from 'node:http'

export type ChatPeer = {
  baseUrl: string
  requests: { authorization?: string; body: Record<string, unknown> }[]
  close: () => Promise<void>
}

const readBody = async (request: IncomingMessage) => {
  let text = ''
  for await (const chunk of request) text += String(chunk)
  return JSON.parse(text) as Record<string, unknown>
}

/**
 * A real local HTTP server that speaks the OpenAI chat-completions API: it answers with the last user message
 * prefixed by `translated:`, or with a 500 when the model is named `broken`.
 */
export function startChatPeer(): Promise<ChatPeer> {
  const requests: ChatPeer['requests'] = []
  const server = createServer(async (request, response) => {
    const body = await readBody(request)
    requests.push({ authorization: request.headers.authorization, body })
    if (request.url !== '/v1/chat/completions' || body.model === 'broken') {
      response.writeHead(500).end('{"error":"boom"}')
      return
    }
    const messages = body.messages as { content: string }[]
    const content = `translated:${messages.at(-1)?.content ?? ''}`
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content } }],
      }),
    )
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      resolve({
        baseUrl: `http://127.0.0.1:${port}/v1`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}
