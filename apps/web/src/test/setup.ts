// Shared set-up of the web tests (jsdom): unmount what a test rendered.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './shared-worker-reset';

// React only checks that updates are wrapped in act() when told it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// `findBy…` and `waitFor` give up after 1 s by default: a page that loads its data through the
// router and a mocked fetch took longer on a busy CI machine while it worked. They wait for an
// outcome, not a duration, so a longer ceiling only matters when a test fails anyway.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
