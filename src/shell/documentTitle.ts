/** The document title of a page: "<page> – <app>", or the app's name alone on its own page. */
export function documentTitle(title: string, appName: string): string {
  return title === appName ? appName : `${title} – ${appName}`;
}

/** While held: the last title a page asked for (the login renders the portal's page behind its success, D337). */
let held: { title: string | null } | null = null;

/** Sets the document title of a page of the portal, or keeps it for later while titles are held. */
export function setDocumentTitle(title: string): void {
  if (held) held.title = title;
  else document.title = title;
}

/**
 * Holds the portal's titles (setDocumentTitle) until the returned function is called, which sets the
 * last one asked for meanwhile: the login page keeps its own title while the portal's first page
 * renders behind it.
 */
export function holdDocumentTitle(): () => void {
  const mine = { title: null as string | null };
  held = mine;
  return () => {
    if (held !== mine) return;
    held = null;
    if (mine.title !== null) document.title = mine.title;
  };
}
