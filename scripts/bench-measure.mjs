// The measurements `npm run bench` (scripts/bench.mjs) makes, each bounded in count or time and
// sent only to the loopback server it started.
import autocannon from 'autocannon'

/**
 * The request header that asks past the full-page cache. The page cache treats a request with
 * `Cache-Control: no-cache` as BYPASS (it renders, answers `X-Edge-Cache: BYPASS` and stores
 * nothing), so the "uncached" figures are a full render whatever the cache holds.
 */
export const BYPASS_PAGE_CACHE = { 'Cache-Control': 'no-cache' }

/**
 * The encodings a browser accepts: wrangler dev, like the edge, compresses what it sends, and
 * brotli is what a shopper's browser gets (Node's fetch would otherwise ask for gzip alone).
 */
const AS_A_BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' }

/** The response header in which the page cache says what it did: HIT, MISS, STALE or BYPASS. */
export const EDGE_CACHE_HEADER = 'X-Edge-Cache'

const WARM_UP = 10

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

const round = (ms) => Math.round(ms * 100) / 100

/** One timed GET, read to the end; throws on an unexpected status. */
async function timedGet(label, url, headers, expectedStatus) {
  const started = performance.now()
  const response = await fetch(url, { headers: { ...AS_A_BROWSER, ...headers } })
  const body = await response.arrayBuffer()
  const elapsed = performance.now() - started
  if (response.status !== expectedStatus) throw new Error(`${label}: HTTP ${response.status}`)
  return { elapsed, bytes: body.byteLength, seen: response.headers.get(EDGE_CACHE_HEADER) ?? 'none' }
}

const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)) }
}

/**
 * `requests` sequential GETs of `url` after ten that warm the isolate (and, for a cacheable page,
 * fill the cache: the measured ones are the later anonymous views). Answers p50/p95, the body's
 * bytes and how often each `X-Edge-Cache` value was seen (`none` while no page cache answers).
 *
 * With `alongside` (the static file), each request of `url` is followed by one of it, and its
 * figures come back too (`alongside: { p50, p95 }`): a ratio of two rows measured minutes apart
 * would also measure how busy the machine was in each, one of interleaved requests does not.
 */
export async function measure(label, url, { requests, expectedStatus = 200, headers = {}, alongside }) {
  const times = []
  const alongsideTimes = []
  const edgeCache = {}
  let bytes = 0
  for (let i = 0; i < requests + WARM_UP; i++) {
    const got = await timedGet(label, url, headers, expectedStatus)
    const other = alongside ? await timedGet(`${label} (alongside)`, alongside, {}, 200) : null
    if (i < WARM_UP) continue
    times.push(got.elapsed)
    if (other) alongsideTimes.push(other.elapsed)
    edgeCache[got.seen] = (edgeCache[got.seen] ?? 0) + 1
    bytes = got.bytes
  }
  return { label, bytes, ...summary(times), edgeCache, ...(alongside ? { alongside: summary(alongsideTimes) } : {}) }
}

/**
 * Time to first byte against time to last byte, `requests` times: when the headers arrived, when
 * the first chunk of the body did (and whether it held the whole head, which should go out before
 * the page's data), and when the body ended.
 */
export async function timeToBytes(url, { requests, headers = {} }) {
  const headersAt = []
  const firstChunkAt = []
  const lastByteAt = []
  let firstChunkBytes = 0
  let headInFirstChunk = true
  for (let i = 0; i < requests + WARM_UP; i++) {
    const started = performance.now()
    const response = await fetch(url, { headers: { ...AS_A_BROWSER, ...headers } })
    const gotHeaders = performance.now() - started
    const reader = response.body.getReader()
    const first = await reader.read()
    const gotFirst = performance.now() - started
    while (!(await reader.read()).done) {
      // Read to the end: the last byte's time is the point.
    }
    const gotLast = performance.now() - started
    if (i < WARM_UP) continue
    headersAt.push(gotHeaders)
    firstChunkAt.push(gotFirst)
    lastByteAt.push(gotLast)
    const text = new TextDecoder().decode(first.value ?? new Uint8Array())
    firstChunkBytes = first.value?.byteLength ?? 0
    headInFirstChunk &&= text.includes('</head>')
  }
  for (const list of [headersAt, firstChunkAt, lastByteAt]) list.sort((a, b) => a - b)
  return {
    ttfb_p50_ms: round(percentile(headersAt, 50)),
    first_chunk_p50_ms: round(percentile(firstChunkAt, 50)),
    ttlb_p50_ms: round(percentile(lastByteAt, 50)),
    ttfb_p95_ms: round(percentile(headersAt, 95)),
    ttlb_p95_ms: round(percentile(lastByteAt, 95)),
    first_chunk_bytes: firstChunkBytes,
    head_in_first_chunk: headInFirstChunk,
  }
}

/**
 * Throughput under bounded load: `connections` keep-alive connections for `seconds` seconds
 * (autocannon), against `url` on loopback. Errors are failed connections and time-outs; non-2xx
 * answers are counted apart.
 */
export async function load(url, { connections, seconds, headers = {} }) {
  const result = await autocannon({ url, connections, duration: seconds, headers: { ...AS_A_BROWSER, ...headers }, timeout: 10 })
  return {
    connections,
    seconds,
    requests: result.requests.total,
    requests_per_s: round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    bytes_per_s: Math.round(result.throughput.average),
    non_2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}
