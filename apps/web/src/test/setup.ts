import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { appMounted, pageContentShown } from '../shared/lib/page-content';

// A part tested on its own stands in an app that has mounted and painted its page: what waits
// for that (shared/lib/page-content.ts) goes ahead, as it does a moment after a visit begins.
appMounted();
await pageContentShown;

afterEach(() => {
  cleanup();
  localStorage.clear();
});
