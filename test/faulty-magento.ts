/**
 * A Magento that fails, for the workers tests of faults: a real HTTP server on 127.0.0.1, the true
 * outer edge of the shop, that answers each GraphQL request the way its path names. Runs in Node as
 * a vitest global setup and hands its URL to the tests.
 *
 * A test points `MAGENTO_GRAPHQL_URL` at `{url}/{fault}/{run}/graphql`; the run (any word the test
 * chooses) keeps its requests apart from other tests', and `GET {url}/seen/{run}` lists them (method
 * and operation name), so a test can count what reached the back end.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import type { TestProject } from 'vitest/node'

/** What the server can do to a request. */
export const MAGENTO_FAULTS = [
  /** Closes the connection without an answer, every time: a network error. */
  'drop',
  /** Closes the first connection of a run, then answers every later request well. */
  'drop-first',
  /** Never answers: the request hangs until the client gives up. */
  'stall',
  /** Sends the headers and the first bytes of a body, then nothing more. */
  'stall-body',
  /** 200 with an HTML page instead of JSON (a proxy's or a login wall's page). */
  'html',
  /** 200 JSON cut off in the middle. */
  'truncated',
  /** 500 with no body at all. */
  'empty-500',
  /** 200 JSON that is neither data nor errors. */
  'no-data',
  /** 200 with Magento's internal error (an exception in a resolver), for every request. */
  'internal-error',
  /** 503 with Magento's maintenance page and a Retry-After. */
  'maintenance',
  /** Answers every request well (an empty store config): a back end in good health. */
  'healthy',
] as const
export type MagentoFault = (typeof MAGENTO_FAULTS)[number]

/** What the tests learn about the server (they run in workerd and cannot import this module's server). */
export type FaultyMagento = { url: string }

/** One request as it reached the server. */
export type SeenRequest = { method: string; operationName: string | null }

declare module 'vitest' {
  export interface ProvidedContext {
    faultyMagento: FaultyMagento
  }
}

/** Seconds the maintenance answer asks clients to wait. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 120

/** A well-formed answer to any query: enough for a test of the door, not for a page. */
const HEALTHY_ANSWER = JSON.stringify({ data: { storeConfig: { store_code: 'default' } } })

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function operationNameOf(method: string, url: URL, body: string): string | null {
  const query = method === 'GET' ? url.searchParams.get('query') : (() => {
    try {
      return (JSON.parse(body) as { query?: unknown }).query
    } catch {
      return null
    }
  })()
  return typeof query === 'string' ? (/\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? null) : null
}

export default async function startFaultyMagento(project: TestProject): Promise<() => Promise<void>> {
  const seen = new Map<string, SeenRequest[]>()
  const sockets = new Set<Socket>()

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const [first, run = '', last] = url.pathname.split('/').filter(Boolean)
    if (first === 'seen' && last === undefined) {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(seen.get(run) ?? []))
      return
    }
    const method = request.method ?? 'GET'
    const body = await readBody(request)
    const requests = seen.get(run) ?? []
    seen.set(run, requests)
    requests.push({ method, operationName: operationNameOf(method, url, body) })
    const fault = MAGENTO_FAULTS.find((known) => known === first)
    switch (fault) {
      case 'drop':
        request.socket.destroy()
        return
      case 'drop-first':
        if (requests.length === 1) request.socket.destroy()
        else sendJson(response, 200, HEALTHY_ANSWER)
        return
      case 'stall':
        return
      case 'stall-body':
        response.writeHead(200, { 'Content-Type': 'application/json' })
        response.write('{"data":{')
        return
      case 'html':
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        response.end('<!doctype html><html><body><h1>Please sign in to the proxy</h1></body></html>')
        return
      case 'truncated':
        sendJson(response, 200, '{"data":{"route":{"__typename":"CategoryTree","uid":"MjA')
        return
      case 'empty-500':
        response.writeHead(500)
        response.end()
        return
      case 'no-data':
        sendJson(response, 200, '{"status":"ok"}')
        return
      case 'internal-error':
        sendJson(response, 200, JSON.stringify({ errors: [{ message: 'Internal server error', extensions: { category: 'internal' } }], data: null }))
        return
      case 'maintenance':
        response.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS) })
        response.end('<!doctype html><html><body><h1>Service Temporarily Unavailable</h1></body></html>')
        return
      case 'healthy':
        sendJson(response, 200, HEALTHY_ANSWER)
        return
      default:
        response.writeHead(404)
        response.end()
    }
  }

  const server = createServer((request, response) => {
    answer(request, response).catch(() => request.socket.destroy())
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  project.provide('faultyMagento', { url: `http://127.0.0.1:${port}` })
  return async () => {
    // Stalled answers never end on their own.
    for (const socket of sockets) socket.destroy()
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
  }
}

function sendJson(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(body)
}
