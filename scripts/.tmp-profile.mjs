import WebSocket from 'ws'
const [inspector, url, n = '150', headersJson = '{}'] = process.argv.slice(2)
const ws = new WebSocket(inspector)
let id = 0; const pending = new Map()
const send = (method, params = {}) => new Promise((resolve) => { const i = ++id; pending.set(i, resolve); ws.send(JSON.stringify({ id: i, method, params })) })
ws.on('message', (m) => { const msg = JSON.parse(m); if (msg.id && pending.has(msg.id)) { pending.get(msg.id)(msg.result ?? msg.error); pending.delete(msg.id) } })
await new Promise((r) => ws.on('open', r))
await send('Profiler.enable'); await send('Profiler.setSamplingInterval', { interval: 50 })
for (let i = 0; i < 20; i++) await (await fetch(url, { headers: JSON.parse(headersJson) })).arrayBuffer()
await send('Profiler.start')
for (let i = 0; i < Number(n); i++) await (await fetch(url, { headers: JSON.parse(headersJson) })).arrayBuffer()
const { profile } = await send('Profiler.stop')
const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const counts = new Map(); for (const s of profile.samples) counts.set(s, (counts.get(s) ?? 0) + 1)
const parent = new Map(); for (const node of profile.nodes) for (const c of node.children ?? []) parent.set(c, node.id)
const key = (cf) => `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`
const self = new Map(), incl = new Map(); let total = 0, idle = 0
for (const [nid, cnt] of counts) {
  const k = key(nodes.get(nid).callFrame); total += cnt; if (k.startsWith('(idle)')) { idle += cnt; continue }
  self.set(k, (self.get(k) ?? 0) + cnt)
  const seen = new Set(); let cur = nid
  while (cur !== undefined) { const kk = key(nodes.get(cur).callFrame); if (!seen.has(kk)) { seen.add(kk); incl.set(kk, (incl.get(kk) ?? 0) + cnt) } cur = parent.get(cur) }
}
const busy = total - idle
console.log('samples', total, 'busy', busy, 'busy ms/request ~', ((busy * 0.05) / Number(n)).toFixed(3))
console.log('--- self'); for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / busy * 100).toFixed(1).padStart(5), k)
console.log('--- inclusive'); for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log((v / busy * 100).toFixed(1).padStart(5), k)
ws.close()
