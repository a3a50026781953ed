/** The document title of a page: "<page> – <app>", or the app's name alone on its own page. */
export function documentTitle(title: string, appName: string): string {
  return title === appName ? appName : `${title} – ${appName}`;
}
