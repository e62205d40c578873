import WebSocket from 'ws'
const [inspector, url, n = '150', headersJson = '{}'] = process.argv.slice(2)
const ws = new WebSocket(inspector)
let id = 0; const pending = new Map()
const send = (method, params = {}) => new Promise((resolve) => { const i = ++id; pending.set(i, resolve); ws.send(JSON.stringify({ id: i, method, params })) })
ws.on('message', (m) => { const msg = JSON.parse(m); if (msg.id && pending.has(msg.id)) { pending.get(msg.id)(msg.result ?? msg.error); pending.delete(msg.id) } })
await new Promise((r) => ws.on('open', r))
await send('Profiler.enable'); await send('Profiler.setSamplingInterval', { interval: 100 })
for (let i = 0; i < 20; i++) await (await fetch(url, { headers: JSON.parse(headersJson) })).arrayBuffer()
await send('Profiler.start')
for (let i = 0; i < Number(n); i++) await (await fetch(url, { headers: JSON.parse(headersJson) })).arrayBuffer()
const { profile } = await send('Profiler.stop')
// self time per function and inclusive by url
const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const self = new Map()
const counts = new Map()
for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1)
const total = profile.samples.length
const parent = new Map(); for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id)
const incl = new Map()
for (const [nid, cnt] of counts) {
  const node = nodes.get(nid); const f = node.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`
  self.set(key, (self.get(key) ?? 0) + cnt)
  const seen = new Set(); let cur = nid
  while (cur !== undefined) { const cf = nodes.get(cur).callFrame; const k = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + cnt) } cur = parent.get(cur) }
}
const idle = [...self].filter(([k]) => k.startsWith('(idle)')).reduce((a, [, v]) => a + v, 0)
console.log('samples', total, 'idle', idle, 'busy ms per request ~', (((total - idle) * 0.1) / Number(n)).toFixed(2))
console.log('--- self top'); for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / (total - idle) * 100).toFixed(1).padStart(5), k)
console.log('--- inclusive top'); for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log((v / (total - idle) * 100).toFixed(1).padStart(5), k)
ws.close()
