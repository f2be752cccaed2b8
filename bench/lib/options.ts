// What `npm run bench` passes to every benchmark.
export interface BenchOptions {
  /** Shorter load phases (CI): same figures, wider noise. */
  quick: boolean;
}
