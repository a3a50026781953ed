import '@testing-library/jest-dom/vitest';
import './labels';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Drafts of forms and wizards live in sessionStorage (components/formDraft.tsx): none crosses tests.
// Cleared after the unmount, which writes a wizard's pending draft (components/import/wizardDraft.ts);
// vitest runs a file's afterEach hooks last-registered first, so both are in one hook, in this order.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

// Every UI test runs with the portal's resource modules registered and their messages loaded.
import '../ui/harness/resources';
