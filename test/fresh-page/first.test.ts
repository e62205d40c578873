import { it } from 'vitest'
import { expectFreshThenLeaveTraces } from './probe'

it('starts on a fresh page whatever ran before it in this window', expectFreshThenLeaveTraces)
