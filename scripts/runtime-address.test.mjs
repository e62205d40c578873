import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { descendantsOf, findRuntimeBase, listeningPorts } from './runtime-address.mjs'

const TABLE = `  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
   0: 0100007F:2260 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 1111 1 0000000000000000 100 0 0 10 0
   1: 0100007F:9543 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 2222 1 0000000000000000 100 0 0 10 0
   2: 0100007F:9544 0100007F:2260 01 00000000:00000000 00:00000000 00000000     0        0 3333 1 0000000000000000 20 4 30 10 -1
   3: 00000000:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 4444 1 0000000000000000 100 0 0 10 0`

describe('the runtime behind wrangler dev', () => {
  it('takes the loopback ports that listen on the given sockets, not connections or other addresses', () => {
    expect(listeningPorts(TABLE, new Set(['1111', '2222', '3333', '4444']))).toEqual([0x2260, 0x9543])
    expect(listeningPorts(TABLE, new Set(['2222']))).toEqual([0x9543])
    expect(listeningPorts(TABLE, new Set())).toEqual([])
  })

  it('follows processes to their children and theirs, names with spaces and parentheses included', () => {
    const proc = mkdtempSync(join(tmpdir(), 'proc-'))
    const stat = (pid, name, parent) => {
      mkdirSync(join(proc, String(pid)))
      writeFileSync(join(proc, String(pid), 'stat'), `${pid} (${name}) S ${parent} ${pid} ${pid} 0 -1`)
    }
    stat(10, 'node', 1)
    stat(11, 'workerd (proxy)', 10)
    stat(12, 'work erd', 11)
    stat(13, 'other', 1)
    mkdirSync(join(proc, 'net'))
    try {
      expect(descendantsOf(10, proc).sort()).toEqual([11, 12])
      expect(descendantsOf(13, proc)).toEqual([])
    } finally {
      rmSync(proc, { recursive: true, force: true })
    }
  })

  let child
  afterEach(() => child?.kill())

  it('finds the port of a child process that answers as the public address does', async () => {
    // A child listening on two ports: one answers the manifest, the other something else.
    const script = `
      const { createServer } = require('node:http')
      const serve = (body) => new Promise((resolve) => { const s = createServer((q, r) => r.end(body)); s.listen(0, '127.0.0.1', () => resolve(s.address().port)) })
      Promise.all([serve('other'), serve('{"entry":"x"}')]).then(() => console.log('ready'))`
    child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
    await new Promise((resolve) => child.stdout.once('data', resolve))
    const front = createServer((request, response) => response.end('{"entry":"x"}'))
    await new Promise((resolve) => front.listen(0, '127.0.0.1', resolve))
    try {
      const base = `http://127.0.0.1:${front.address().port}`
      const found = await findRuntimeBase(process.pid, base)
      expect(found).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(await (await fetch(`${found}/asset-manifest.json`)).text()).toBe('{"entry":"x"}')
      expect(found).not.toBe(base)
    } finally {
      await new Promise((resolve) => front.close(resolve))
    }
  })
})
