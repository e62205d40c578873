import type { Settings } from '../worker/bindings'

// The environment tests get from cloudflare:test: what wrangler.toml declares (worker/wrangler-env.d.ts
// declares it on Cloudflare.Env), the settings a deployment may add, and the migrations to apply.
declare global {
  namespace Cloudflare {
    interface Env extends Settings {
      TEST_MIGRATIONS: import('cloudflare:test').D1Migration[]
    }
  }
}
