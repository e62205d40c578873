/**
 * @module
 * The first `k` of a list in a comparator's order without sorting the whole list: a bounded heap
 * whose root is the worst kept, so a listing's first pages cost m·log k rather than m·log m.
 */

/** The `k` smallest of `items` by `compare`, in order. */
export function firstK(items: ArrayLike<number>, k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0) return []
  if (k >= items.length) return Array.from(items).sort(compare)
  const heap: number[] = []
  const down = (start: number) => {
    let i = start
    for (;;) {
      const left = 2 * i + 1
      const right = left + 1
      let worst = i
      if (left < heap.length && compare(heap[left]!, heap[worst]!) > 0) worst = left
      if (right < heap.length && compare(heap[right]!, heap[worst]!) > 0) worst = right
      if (worst === i) return
      ;[heap[i], heap[worst]] = [heap[worst]!, heap[i]!]
      i = worst
    }
  }
  for (let n = 0; n < items.length; n++) {
    const item = items[n]!
    if (heap.length < k) {
      heap.push(item)
      for (let i = heap.length - 1; i > 0; ) {
        const parent = (i - 1) >> 1
        if (compare(heap[i]!, heap[parent]!) <= 0) break
        ;[heap[i], heap[parent]] = [heap[parent]!, heap[i]!]
        i = parent
      }
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item
      down(0)
    }
  }
  return heap.sort(compare)
}
