/** BULK_CONCURRENCY is how many requests a bulk action runs at once: enough to be quick, few enough not to crowd the server. */
export const BULK_CONCURRENCY = 3

/** BulkOutcome is what a bulk action did: the items that failed and the first error, to report. */
export interface BulkOutcome<T> {
  failed: number
  failures: T[]
  firstError?: unknown
}

/** runAll calls fn for every item, a few at a time, and collects the failures (it never stops at one). */
export async function runAll<T>(items: readonly T[], fn: (item: T) => Promise<unknown>, concurrency = BULK_CONCURRENCY): Promise<BulkOutcome<T>> {
  let next = 0
  const failures: T[] = []
  let firstError: unknown
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!
      try {
        await fn(item)
      } catch (e) {
        failures.push(item)
        firstError ??= e
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  return { failed: failures.length, failures, firstError }
}
