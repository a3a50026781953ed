// The guest page's sanitiser (server/access/guest/sanitize.ts) with hostile inline styles (issue 33):
// a url() loads https: and data:image/… only — whatever the case, escapes, quotes, whitespace,
// comments or entities — and functions or properties that load or bind something go; the other
// declarations of the same style stay.
import { describe, expect, it } from 'vitest';
import { safeStyle, sanitizeGuestHtml } from '../../server/access/guest/sanitize';

const styled = (style: string) => sanitizeGuestHtml(`<p style="${style}">x</p>`);
/** The style the sanitised paragraph keeps ('' when none). */
const keptStyle = (style: string) => /style="([^"]*)"/.exec(styled(style))?.[1] ?? '';

describe('inline styles of the guest page', () => {
  it.each([
    ['plain', 'background:url(javascript:alert(1))'],
    ['upper case', 'background:URL(javascript:alert(1))'],
    ['mixed case scheme', 'background:url(JaVaScRiPt:alert(1))'],
    ['a letter escape', 'background:u\\rl(javascript:alert(1))'],
    ['a hex escape', 'background:\\75 rl(javascript:alert(1))'],
    ['a long hex escape', 'background:\\000075rl(javascript:alert(1))'],
    ['an escape in the scheme', 'background:url(java\\73 cript:alert(1))'],
    ['double quotes and spaces', 'background:url(  &quot;javascript:alert(1)&quot;  )'],
    ['single quotes', "background:url('javascript:alert(1)')"],
    ['a tab in the scheme', "background:url('jav\\9 ascript:alert(1)')"],
    ['a space before the parenthesis', 'background:url (javascript:alert(1))'],
    ['a comment before the parenthesis', 'background:url/**/(javascript:alert(1))'],
    ['an entity', 'background:&#117;rl(javascript:alert(1))'],
    ['an http image (tracking, mixed content)', 'background:url(http://tracker.example/p.gif)'],
    ['a protocol-relative image', 'background:url(//tracker.example/p.gif)'],
    ['a relative image', 'background:url(p.gif)'],
    ['vbscript', 'background:url(vbscript:msgbox(1))'],
    ['an HTML data URL', 'background:url(data:text/html;base64,PHNjcmlwdD4=)'],
    ['a second url of a list', 'background:url(https://ok.example/a.png),url(javascript:alert(1))'],
    ['image-set', 'background-image:image-set(&quot;javascript:alert(1)&quot; 1x)'],
    ['-webkit-image-set', 'background-image:-webkit-image-set(&quot;http://x.example/a.png&quot; 1x)'],
    ['expression()', 'width:expression(alert(1))'],
    ['an escaped expression()', 'width:expr\\65 ssion(alert(1))'],
    ['behavior', 'behavior:url(https://x.example/a.htc)'],
    ['-moz-binding', '-moz-binding:url(https://x.example/a.xml#x)'],
  ])('drops %s', (_label, style) => {
    const html = styled(`color:red;${style};font-weight:bold`);
    expect(html).not.toMatch(
      /javascript|vbscript|expression|behavior|binding|tracker|image-set|text\/html|url\(p\.gif/i,
    );
    expect(html).not.toMatch(/\\75|\\000075|&#117;|u\\rl/);
    // The harmless declarations around it stay.
    expect(keptStyle(`color:red;${style};font-weight:bold`)).toBe('color:red;font-weight:bold');
  });

  it('keeps https: and data:image URLs and ordinary styles', () => {
    expect(keptStyle('background:url(https://images.example.com/a.png) no-repeat;color:#123')).toBe(
      'background:url(https://images.example.com/a.png) no-repeat;color:#123',
    );
    expect(keptStyle("background-image:url('data:image/png;base64,iVBORw0KGgo=')")).toBe(
      "background-image:url('data:image/png;base64,iVBORw0KGgo=')",
    );
    expect(keptStyle('background:URL( &quot;HTTPS://images.example.com/b.png&quot; )')).toContain(
      'images.example.com/b.png',
    );
    expect(keptStyle('font-family:&quot;Open Sans&quot;, sans-serif;text-align:center')).toBe(
      'font-family:&quot;Open Sans&quot;, sans-serif;text-align:center',
    );
  });

  it('does not let a string or comment hide a declaration from the check', () => {
    const html = styled('content:&quot;/*&quot;;background:url(javascript:alert(1));x:&quot;*/&quot;');
    expect(html).not.toMatch(/javascript/i);
    expect(styled('a:1;/* b:url(javascript:x) */c:2')).not.toMatch(/javascript/i);
    expect(safeStyle('color:red\\;background:url(javascript:x)')).not.toMatch(/javascript/i);
  });

  it('drops a style that is nothing but a refused declaration', () => {
    expect(styled('background:url(javascript:alert(1))')).toBe('<p>x</p>');
  });

  it('still drops scripts, handlers and javascript: links (unchanged)', () => {
    const html = sanitizeGuestHtml(
      '<p onclick="alert(1)">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a><img src="x" onerror="alert(1)">',
    );
    expect(html).not.toMatch(/alert|script|onerror|onclick/i);
  });
});
