import './ownerStacks';
import '@testing-library/jest-dom/vitest';
import './motion';
import './labels';
import { pruneStyles } from './styles';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { activeCustomer } from '../../src/providers/activeCustomer';

// emotion's rules pruned to what jsdom's getComputedStyle can use (tests/setup/styles.ts, D343).
pruneStyles();

// A worker keeps its modules and its document's cookies and storage from one file to the next (the
// `ui` project, D341): each file starts without them (the language and theme cookies, react-admin's
// stored list parameters, a chosen customer), as it would in a fresh browser. listViews.test found the
// portal in English after another file of its worker had switched the language.
beforeAll(() => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  activeCustomer.clear();
});

// Drafts of forms and wizards live in sessionStorage (components/formDraft.tsx): none crosses tests.
// Cleared after the unmount, which writes a wizard's pending draft (components/import/wizardDraft.ts);
// vitest runs a file's afterEach hooks last-registered first, so both are in one hook, in this order.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

// A file's last test may leave work a turn or two of the event loop away (a query's notification, a
// promise of the fake data provider) that sets React state once it runs. Run after the environment's
// teardown, React then reads `window.event` of a window that is gone: CI saw "ReferenceError: window is
// not defined" (resolveUpdatePriority) as an unhandled rejection after startPageList.test.tsx, which
// failed the run with every test green. A few turns of the event loop while the window still exists
// let that work end on the unmounted tree, where it changes nothing. Under CI's load such work (a
// module loaded on demand) can be hundreds of milliseconds away: 50 ms did not cover it there.
afterAll(async () => {
  for (let i = 0; i < 30; i++) await new Promise((resolve) => setTimeout(resolve, 10));
});

// Every UI test runs with the portal's resource modules registered and their messages loaded.
import '../ui/harness/resources';
