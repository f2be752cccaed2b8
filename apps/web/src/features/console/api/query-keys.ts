// The console's cached answers, under one prefix so a change can refresh what it touched.
export const consoleKeys = {
  all: ['console'] as const,
  capabilities: ['console', 'capabilities'] as const,
  identities: ['console', 'identities'] as const,
  events: ['console', 'events'] as const,
  audit: ['console', 'audit'] as const,
  job: (id: string) => ['console', 'job', id] as const,
  users: (q: string, page: number) => ['console', 'users', q, page] as const,
  userDevices: (id: string) => ['console', 'user-devices', id] as const,
};
