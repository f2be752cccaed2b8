// How hard the robustness suites push, decided here only. In CI (the CI variable, which .ci/run
// sets) they make their full runs; a local run makes short ones, still reaching every call, so a
// change can be checked in seconds before CI repeats it in full. FC_RUNS and FC_SEED override.
const inCi = Boolean(process.env.CI) && process.env.CI !== 'false';

/** fast-check runs per property: 30 in CI, 5 locally. */
export const fastCheckRuns = Number(process.env.FC_RUNS ?? (inCi ? 30 : 5));

/** Options for `fc.assert`: the runs, and the seed when one is given (printed on failure). */
export const fastCheckOptions = {
  numRuns: fastCheckRuns,
  ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}),
};
