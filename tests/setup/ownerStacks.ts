import * as React from 'react';

/**
 * React's development build records an owner stack for every element it creates (an `Error` captured
 * per element and a `console.createTask`), up to 10,000 per render, for the "at Component" lines of
 * its warnings. A UI test screen creates tens of thousands of elements; in the UI tests these captures
 * cost a tenth of the CPU (docs/decisions.md D354). Reading the counter as always full makes React use
 * its shared "unknown owner" stack instead: warnings still fire (and fail the test, failOnConsole.ts),
 * with the component stack React builds from its fibers, without the owner lines.
 */
const internals = (React as unknown as Record<string, Record<string, unknown>>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (internals && process.env.UI_OWNER_STACKS !== 'on')
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 10_000,
    set: () => undefined,
  });
