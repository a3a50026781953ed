import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());
// Drafts of forms and wizards live in sessionStorage (components/formDraft.tsx): none crosses tests.
afterEach(() => sessionStorage.clear());

// Every UI test runs with the portal's resource modules registered and their messages loaded.
import '../ui/harness/resources';
