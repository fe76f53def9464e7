import { createServer, type Server } from 'node:http'

export type MessageSenderServer = { port: number; requests: string[]; stop: () => Promise<void> }

// Posts the message its address describes to the page that frames it (or, with to=top, to the top page), as soon
// as it loads. With nest=<url> it only frames that url: a page the portal may frame can hold one it may not.
const SENDER_PAGE = `<!doctype html><meta charset="utf-8"><title>sender</title><p>sender</p>
<script>
  const query = new URLSearchParams(location.search)
  if (query.get('nest')) {
    const frame = document.createElement('iframe')
    frame.src = query.get('nest')
    document.body.append(frame)
  } else {
    const data = query.get('type') === 'DELETE_TAB'
      ? { fullPath: query.get('fullPath') }
      : { path: query.get('path'), name: query.get('name') || undefined }
    const target = query.get('to') === 'top' ? window.top : window.parent
    target.postMessage({ type: query.get('type'), data }, '*')
  }
</script>`

/**
 * A second local HTTP server (another origin than the portal's) whose /sender.html posts an OPEN_TAB or
 * DELETE_TAB message to its parent: /sender.html?type=OPEN_TAB&path=/aiTranslate&name=...
 * @example const sender = await startMessageSenderServer(); `http://127.0.0.1:${sender.port}/sender.html?...`
 */
export async function startMessageSenderServer(): Promise<MessageSenderServer> {
  const requests: string[] = []
  const server: Server = createServer((request, response) => {
    requests.push(`${request.headers.host ?? ''}${request.url ?? ''}`)
    if (request.url?.startsWith('/sender.html')) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(SENDER_PAGE)
    } else {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { port, requests, stop: () => new Promise((resolve) => server.close(() => resolve())) }
}
