import { applyD1Migrations, env } from 'cloudflare:test'

// Each test file gets fresh storage; give it the schema the migrations describe.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)
