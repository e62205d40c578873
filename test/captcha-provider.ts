/**
 * A stand-in captcha provider for the workers tests: a real HTTP server on 127.0.0.1 that answers
 * like a reCAPTCHA-style verification endpoint (form fields `secret` and `response`, JSON with
 * `success`). Runs in Node as a vitest global setup and hands its URL to the tests.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestProject } from 'vitest/node'

/** The only response token the provider accepts. */
const GOOD_TOKEN = 'good-token'
/** The only secret the provider accepts; a wrong secret fails like a wrong token. */
const SECRET = 'captcha-test-secret'

/** What the tests learn about the provider (they run in workerd and cannot import this module). */
export type CaptchaProvider = { verifyUrl: string; secret: string; goodToken: string }

declare module 'vitest' {
  export interface ProvidedContext {
    captchaProvider: CaptchaProvider
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const form = new URLSearchParams(request.method === 'POST' ? await readBody(request) : '')
  const success = request.method === 'POST' && form.get('secret') === SECRET && form.get('response') === GOOD_TOKEN
  response.writeHead(200, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(success ? { success: true } : { success: false, 'error-codes': ['invalid-input-response'] }))
}

export default async function startCaptchaProvider(project: TestProject): Promise<() => Promise<void>> {
  const server = createServer((request, response) => {
    answer(request, response).catch(() => {
      response.writeHead(500)
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  project.provide('captchaProvider', { verifyUrl: `http://127.0.0.1:${port}/siteverify`, secret: SECRET, goodToken: GOOD_TOKEN })
  return () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
}
