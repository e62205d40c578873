import { it } from 'vitest'
import { expectFreshThenLeaveTraces } from './probe'

it('starts with a fresh shop whatever ran before it in this runtime (its twin is first.test.ts)', expectFreshThenLeaveTraces)
