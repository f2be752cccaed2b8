// Error reporting through @bugsnag/js and its React plugin, pointed at the server's
// Bugsnag-compatible notify and sessions endpoints, with spec §9's limits: 25 breadcrumbs,
// 10 events per session, `password` redacted (the 1 MB payload limit is the notifier's own).
// A lazy chunk.
import Bugsnag from '@bugsnag/js';
import BugsnagPluginReact from '@bugsnag/plugin-react';
import { errorReporting } from '@touchline/contract/constants';
import React from 'react';
import type { ErrorSink } from './telemetry';

export interface BugsnagOptions {
  apiKey: string;
  origin: string;
  appVersion: string;
  releaseStage: string;
}

export function createBugsnagSink(options: BugsnagOptions): ErrorSink {
  const client = Bugsnag.start({
    apiKey: options.apiKey,
    endpoints: {
      notify: `${options.origin}/api/errors/notify`,
      sessions: `${options.origin}/api/errors/sessions`,
    },
    appVersion: options.appVersion,
    releaseStage: options.releaseStage,
    maxBreadcrumbs: errorReporting.breadcrumbs,
    maxEvents: errorReporting.eventsPerSession,
    redactedKeys: [...errorReporting.redactedKeys],
    plugins: [new BugsnagPluginReact(React)],
    // The notifier would otherwise print each report to the console.
    logger: null,
  });
  return {
    notify: (error, metadata) =>
      client.notify(error instanceof Error ? error : new Error(String(error)), (event) => {
        for (const [section, values] of Object.entries(metadata ?? {}))
          event.addMetadata(section, values as Record<string, unknown>);
      }),
  };
}
