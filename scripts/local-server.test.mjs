import { createServer } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { waitForServer } from './local-server.mjs'

/** A stand-in for the worker: answers the manifest with `status`, after `delayMs`. */
function standIn(status, delayMs = 0) {
  const started = Date.now()
  const server = createServer((request, response) => {
    response.statusCode = request.url === '/asset-manifest.json' && Date.now() - started >= delayMs ? status : 503
    response.end('{}')
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

let server
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve())))

describe('waiting for the local server', () => {
  it('is done once the worker serves its client manifest', async () => {
    server = await standIn(200, 300)
    await expect(waitForServer(`http://127.0.0.1:${server.address().port}`, 5_000)).resolves.toBeUndefined()
  })

  it('gives up, saying how long it waited, when the manifest never answers', async () => {
    server = await standIn(404)
    await expect(waitForServer(`http://127.0.0.1:${server.address().port}`, 600)).rejects.toThrow('the worker did not start within 0.6 s')
  })
})
