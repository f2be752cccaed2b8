// The page's Content-Security-Policy forbids eval (docs/decisions/032). zod probes for eval once
// with a caught `new Function`, which the browser still reports as a policy violation; jitless
// skips the probe, and zod parses without generated code, as it has to under the policy anyway.
// zod keeps its settings on `globalThis.__zod_globalConfig` (shared by every copy it loads), so
// they are set here without loading zod itself, which the first load does not carry (ADR 065).
// Imported first by main.tsx, before any chunk that parses with zod can load.
declare global {
  var __zod_globalConfig: Record<string, unknown> | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
