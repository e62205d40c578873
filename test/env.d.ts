import type { Env as WorkerEnv } from '../worker/bindings'

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: import('cloudflare:test').D1Migration[]
    }
  }
}
