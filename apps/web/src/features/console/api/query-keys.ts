// The console's cached answers, under one prefix so a change can refresh what it touched.
export const consoleKeys = {
  all: ['console'] as const,
  capabilities: ['console', 'capabilities'] as const,
  identities: ['console', 'identities'] as const,
  events: ['console', 'events'] as const,
  audit: ['console', 'audit'] as const,
  errors: ['console', 'errors'] as const,
  viewing: (from: string, to: string) => ['console', 'viewing', from, to] as const,
  liveInputs: ['console', 'live-inputs'] as const,
  job: (id: string) => ['console', 'job', id] as const,
  products: ['console', 'products'] as const,
  programme: (eventId: string) => ['console', 'programme', eventId] as const,
  codeBatches: ['console', 'code-batches'] as const,
  charges: (userId: string) => ['console', 'charges', userId] as const,
  users: (q: string, page: number) => ['console', 'users', q, page] as const,
  userDevices: (id: string) => ['console', 'user-devices', id] as const,
};
