/**
 * An address of the portal held back from the browser (D337): the login page renders the portal's
 * first page behind its success message, during the spec's 500 ms before the redirect (seed 000 §4),
 * and the address bar must keep the login's address until then. react-router takes `window` for its
 * history; this one gives it the held address (its pushes and replaces change that, not the
 * browser's history) until `release()`, which pushes the held address as one entry and from then on
 * passes everything through to the browser's window.
 */
export interface HeldAddress {
  /** For react-router's createBrowserRouter({ window }). */
  readonly window: Window;
  /** The path the portal opens at (pathname, search, hash), as held now. */
  path(): string;
  /** Writes the held address to the browser's history (a new entry) and hands over to the browser. */
  release(): void;
}

export function holdAddress(path: string, target: Window = window): HeldAddress {
  let held: { url: URL; state: unknown } | null = { url: new URL(path, target.location.href), state: null };
  const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;
  const move = (url: string | URL | null | undefined, state: unknown) => {
    held = { url: url == null ? held!.url : new URL(String(url), held!.url), state };
  };
  const location = {
    get pathname() {
      return held ? held.url.pathname : target.location.pathname;
    },
    get search() {
      return held ? held.url.search : target.location.search;
    },
    get hash() {
      return held ? held.url.hash : target.location.hash;
    },
    get href() {
      return held ? held.url.href : target.location.href;
    },
    get origin() {
      return target.location.origin;
    },
    assign: (url: string | URL) => target.location.assign(url),
    replace: (url: string | URL) => target.location.replace(url),
  };
  const history = {
    get state() {
      return held ? held.state : target.history.state;
    },
    get length() {
      return target.history.length;
    },
    pushState(state: unknown, unused: string, url?: string | URL | null) {
      if (held) move(url, state);
      else target.history.pushState(state, unused, url);
    },
    replaceState(state: unknown, unused: string, url?: string | URL | null) {
      if (held) move(url, state);
      else target.history.replaceState(state, unused, url);
    },
    go(delta?: number) {
      if (!held) target.history.go(delta);
    },
  };
  // The browser's back and forward buttons move the browser's history, not the held address: while
  // held, the router does not hear of them.
  const listeners = new Map<EventListenerOrEventListenerObject, EventListener>();
  const heard = (listener: EventListenerOrEventListenerObject): EventListener => {
    let wrapped = listeners.get(listener);
    if (!wrapped) {
      wrapped = (event) => {
        if (held && event.type === 'popstate') return;
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      };
      listeners.set(listener, wrapped);
    }
    return wrapped;
  };
  const heldWindow = {
    location,
    history,
    get document() {
      return target.document;
    },
    get sessionStorage() {
      return target.sessionStorage;
    },
    addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: AddEventListenerOptions) {
      target.addEventListener(type, heard(listener), options);
    },
    removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: EventListenerOptions) {
      target.removeEventListener(type, heard(listener), options);
    },
  };
  return {
    window: heldWindow as unknown as Window,
    path: () => (held ? pathOf(held.url) : pathOf(new URL(target.location.href))),
    release() {
      if (!held) return;
      const { url, state } = held;
      held = null;
      target.history.pushState(state, '', pathOf(url));
    },
  };
}
