// Shared set-up of the web tests (jsdom): unmount what a test rendered.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// React only checks that updates are wrapped in act() when told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
});
