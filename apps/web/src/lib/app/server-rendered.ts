// Whether this page arrived rendered by the server: TanStack Router leaves its hydration data in
// `window.$_TSR`. Read once, when the main chunk starts, before hydration consumes it.
export const pageRenderedOnServer = typeof window !== 'undefined' && window.$_TSR !== undefined;
