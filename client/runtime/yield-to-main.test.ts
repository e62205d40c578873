import { describe, expect, it } from 'vitest'
import { runInTurns } from './yield-to-main'

describe('running start-up steps in turns', () => {
  it('runs each step in order, in a task of its own', async () => {
    const ran: string[] = []
    // A task queued before the start: it runs once the first step's task ends, before the second step.
    const between = new Promise<void>((resolve) => setTimeout(() => resolve(void ran.push('other task')), 0))
    const done = runInTurns(['a', 'b', 'c'].map((name) => () => ran.push(name)))
    expect(ran).toEqual(['a'])
    await Promise.all([done, between])
    expect(ran).toEqual(['a', 'other task', 'b', 'c'])
  })
})
