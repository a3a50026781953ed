// The UI tests run as a browser asking for less motion (`prefers-reduced-motion: reduce`, D344): the
// theme (src/shell/theme.ts) reads it when it loads, so dialogs, menus and drawers come and go without
// their enter and leave timers and a press makes no ripple. jsdom has no window.matchMedia; every
// other query (a breakpoint, the colour scheme) does not match, as without it. A file that needs other
// answers (a phone's breakpoints) calls answerMediaQueries and puts the previous one back.
const REDUCE_MOTION = '(prefers-reduced-motion: reduce)';

/** window.matchMedia answering each query with `matches(query)`, without change events. */
export function answerMediaQueries(matches: (query: string) => boolean): void {
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

answerMediaQueries((query) => query === REDUCE_MOTION);
