// A browser for the guest page in server tests: GET a device page, send one of its forms (picked by
// its `login` field) with the page's cookies and CSRF token, and read the hand-over form.

export interface Got {
  status: number;
  html: string;
  headers: Headers;
  cookies: string[];
}

export const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
export const qOf = (html: string) =>
  (/name="q" value="([^"]*)"/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&').replace(/&#39;/g, "'");
export const cookiePair = (setCookie: string) => setCookie.split(';')[0]!;

/** The hand-over form: method, action and hidden fields. */
export function handoverOf(html: string) {
  const form = /<form class="card" id="handover" method="(get|post)" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error('no hand-over form in\n' + html);
  const fields: Record<string, string> = {};
  for (const m of form[3]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[m[1]!] = m[2]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  }
  return { method: form[1], action: form[2]!.replace(/&amp;/g, '&'), fields };
}

/** The `login` values of the page's forms, in order ('code', a login template's id, 'reconnect'). */
export const formsOf = (html: string) => [...html.matchAll(/name="login" value="([^"]+)"/g)].map((m) => m[1]!);

export function guestClient(baseUrl: string) {
  async function get(path: string, headers: Record<string, string> = {}): Promise<Got> {
    const r = await fetch(baseUrl + path, { headers, redirect: 'manual' });
    return { status: r.status, html: await r.text(), headers: r.headers, cookies: r.headers.getSetCookie() };
  }

  /** Sends the page's form whose `login` is `login` with `fields`, as the browser that got the page. */
  async function send(page: Got, login: string, fields: Record<string, string>, lang?: string): Promise<Got> {
    const forms = [...page.html.matchAll(/<form class="card" method="post" action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)];
    const form = forms.find((f) => f[2]!.includes(`name="login" value="${login}"`));
    if (!form) throw new Error(`no form ${login} in\n${page.html}`);
    const body = new URLSearchParams({ csrf: csrfOf(form[2]!), q: qOf(form[2]!), login, ...fields });
    const headers: Record<string, string> = {
      'content-type': 'application/x-www-form-urlencoded',
      origin: baseUrl,
      cookie: page.cookies.map(cookiePair).join('; '),
    };
    if (lang) headers['accept-language'] = lang;
    const r = await fetch(baseUrl + form[1]!.replace(/&amp;/g, '&'), {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
    });
    return { status: r.status, html: await r.text(), headers: r.headers, cookies: r.headers.getSetCookie() };
  }

  return { get, send };
}
