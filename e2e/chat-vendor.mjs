#!/usr/bin/env node
// A stand-in for the help-chat vendor, the one outside service the shell loads a script from: a
// real HTTP server on 127.0.0.1 whose /widget.js adds a small chat panel to the page and marks
// `window.__chatLoaded`. The browser tests point CHAT_SCRIPT_URL at it (playwright.config.ts).
import { createServer } from 'node:http'

const port = Number(process.argv[2] ?? 8797)

const WIDGET = `(() => {
  window.__chatLoaded = true
  const panel = document.createElement('aside')
  panel.id = 'chat-vendor-widget'
  panel.setAttribute('aria-label', 'Live chat')
  panel.textContent = 'Chat with an agent'
  document.body.append(panel)
})()
`

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', `http://127.0.0.1:${port}`)
  if (request.method === 'GET' && pathname === '/widget.js') {
    // no-store: every load in the tests is a request the tests can see.
    response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' })
    response.end(WIDGET)
    return
  }
  if (request.method === 'GET' && pathname === '/health') {
    response.writeHead(204)
    response.end()
    return
  }
  response.writeHead(404)
  response.end()
})
server.listen(port, '127.0.0.1')
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
