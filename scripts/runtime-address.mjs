// The address of the workerd runtime behind wrangler dev, for measuring pages as the runtime serves
// them. wrangler dev puts a proxy of its own in front (a second workerd process, for reloading):
// it fetches each answer from the runtime, which decodes its body, and sends it on compressed anew.
// So through wrangler dev every answer's bytes are inflated and deflated once more than at the
// edge, where no such proxy exists, and a kept page's compressed copy never reaches the client as
// it was made. Linux only (it reads /proc); elsewhere there is no runtime address and the caller
// measures through the proxy.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

/** `pid`'s descendants, from each process's parent in /proc/<pid>/stat. */
export function descendantsOf(pid, proc = '/proc') {
  const children = new Map()
  for (const entry of readdirSync(proc)) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // The command name (field 2) is in parentheses and may hold spaces; the parent follows the state.
      const stat = readFileSync(`${proc}/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (!children.has(parent)) children.set(parent, [])
      children.get(parent).push(Number(entry))
    } catch {
      // The process ended while we looked.
    }
  }
  const found = []
  const queue = [pid]
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child)
      queue.push(child)
    }
  }
  return found
}

/**
 * The loopback ports listening in a /proc/net/tcp table whose socket is one of `inodes`. Each line:
 * sl, local address (hex IP:port), remote address, state (0A is LISTEN), ..., inode (10th field).
 */
export function listeningPorts(table, inodes) {
  const ports = []
  for (const line of table.split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/)
    if (fields.length < 10 || fields[3] !== '0A' || !inodes.has(fields[9])) continue
    const [address, port] = fields[1].split(':')
    // 0100007F is 127.0.0.1 as the kernel writes it (little-endian).
    if (address === '0100007F') ports.push(parseInt(port, 16))
  }
  return ports
}

/** The ports the processes `pids` listen on at 127.0.0.1. */
export function loopbackPortsOf(pids, proc = '/proc') {
  const inodes = new Set()
  for (const pid of pids) {
    let fds = []
    try {
      fds = readdirSync(`${proc}/${pid}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`${proc}/${pid}/fd/${fd}`))
        if (match) inodes.add(match[1])
      } catch {
        // Closed while we looked.
      }
    }
  }
  let table = ''
  try {
    table = readFileSync(`${proc}/net/tcp`, 'utf8')
  } catch {
    return []
  }
  return listeningPorts(table, inodes)
}

/**
 * The runtime's own address: among the ports wrangler's processes listen on (other than `base`'s),
 * the one that answers `probePath` with the same bytes as `base` does. Null when none does.
 */
export async function findRuntimeBase(serverPid, base, probePath = '/asset-manifest.json') {
  let expected
  try {
    expected = await (await fetch(base + probePath)).text()
  } catch {
    return null
  }
  const publicPort = Number(new URL(base).port)
  for (const port of loopbackPortsOf(descendantsOf(serverPid))) {
    if (port === publicPort) continue
    const candidate = `http://127.0.0.1:${port}`
    try {
      const response = await fetch(candidate + probePath, { signal: AbortSignal.timeout(2_000) })
      if (response.ok && (await response.text()) === expected) return candidate
    } catch {
      // Not an HTTP server (an inspector, a loopback service): the next.
    }
  }
  return null
}
