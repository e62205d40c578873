/**
 * `promise`'s value, or 'still waiting' after `ms`: for tests that a request is not held up, which
 * fail with a clear assertion rather than at the test's time limit.
 */
export const settledWithin = <T>(promise: Promise<T>, ms: number): Promise<T | 'still waiting'> =>
  Promise.race([promise, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms))])
