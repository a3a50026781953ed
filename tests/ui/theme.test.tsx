import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { CHART_COLOR_COUNT, LOCALE_COOKIE, THEME_COOKIE } from '../../src/domain';
import { deleteCookie, readCookie } from '../../src/providers/cookies';
import { createPortalStore } from '../../src/providers/store';
import { CHART_COLORS, darkTheme, lightTheme, prefersReducedMotion, withMotionPreference } from '../../src/shell/theme';
import { renderLayout } from './harness/layoutHarness';
import { SLOW } from './harness/slow';

/** window.matchMedia answering the colour-scheme query, with change events. */
function systemScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const lists: { media: string; listeners: Set<(e: { matches: boolean }) => void> }[] = [];
  const original = window.matchMedia;
  window.matchMedia = vi.fn((media: string) => {
    const listeners = new Set<(e: { matches: boolean }) => void>();
    lists.push({ media, listeners });
    return {
      media,
      get matches() {
        return media.includes('prefers-color-scheme: dark') ? dark : false;
      },
      onchange: null,
      addEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.add(l),
      removeEventListener: (_: string, l: (e: { matches: boolean }) => void) => listeners.delete(l),
      addListener: (l: (e: { matches: boolean }) => void) => listeners.add(l),
      removeListener: (l: (e: { matches: boolean }) => void) => listeners.delete(l),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  });
  return {
    set(next: boolean) {
      dark = next;
      for (const list of lists) {
        if (list.media.includes('prefers-color-scheme')) list.listeners.forEach((l) => l({ matches: next }));
      }
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

const themeButton = () => screen.findByRole('button', { name: /Helles Design|Dunkles Design/ }, SLOW);
/** Dark theme on: the switch shows a sun and offers the light theme. */
async function expectDark() {
  const button = await themeButton();
  await waitFor(() => expect(button).toHaveAccessibleName('Helles Design'));
  expect(button.querySelector('[data-testid="LightModeIcon"]')).not.toBeNull();
}
async function expectLight() {
  const button = await themeButton();
  await waitFor(() => expect(button).toHaveAccessibleName('Dunkles Design'));
  expect(button.querySelector('[data-testid="DarkModeIcon"]')).not.toBeNull();
}

let scheme: ReturnType<typeof systemScheme> | undefined;
beforeEach(() => {
  deleteCookie(THEME_COOKIE);
  deleteCookie(LOCALE_COOKIE);
});
afterEach(() => {
  scheme?.restore();
  scheme = undefined;
  deleteCookie(THEME_COOKIE);
  deleteCookie(LOCALE_COOKIE);
  document.documentElement.lang = 'de';
});

describe('theme (seed 000 §3, §4)', () => {
  it('without the cookie follows the system preference, also when it changes later', async () => {
    scheme = systemScheme(true);
    renderLayout({ store: createPortalStore(memoryStore()) });
    await expectDark();
    act(() => scheme!.set(false));
    await expectLight();
    expect(readCookie(THEME_COOKIE)).toBeUndefined();
  });

  it('the cookie wins over the system preference at start', async () => {
    scheme = systemScheme(true);
    document.cookie = `${THEME_COOKIE}=${encodeURIComponent(JSON.stringify({ dark: false }))}; Path=/`;
    renderLayout({ store: createPortalStore(memoryStore()) });
    await expectLight();
  });

  it('a toggle is saved in the cookie {dark} each time, and the system no longer decides', async () => {
    scheme = systemScheme(false);
    const user = userEvent.setup();
    renderLayout({ store: createPortalStore(memoryStore()) });
    await expectLight();
    await user.click(await themeButton());
    await expectDark();
    expect(JSON.parse(readCookie(THEME_COOKIE)!)).toEqual({ dark: true });
    act(() => scheme!.set(false));
    await expectDark();
    await user.click(await themeButton());
    await expectLight();
    expect(JSON.parse(readCookie(THEME_COOKIE)!)).toEqual({ dark: false });
  });

  it('brand: red primary, light and dark palettes, six fixed chart colours each', () => {
    expect(lightTheme.palette?.mode).toBe('light');
    expect(darkTheme.palette?.mode).toBe('dark');
    expect((lightTheme.palette?.primary as { main: string }).main).toBe('#c62828');
    expect(CHART_COLORS.light).toHaveLength(CHART_COLOR_COUNT);
    expect(CHART_COLORS.dark).toHaveLength(CHART_COLOR_COUNT);
    expect(lightTheme.palette?.chart).toEqual([...CHART_COLORS.light]);
    expect(darkTheme.palette?.chart).toEqual([...CHART_COLORS.dark]);
  });

  // The UI tests' browser asks for less motion (tests/setup/motion.ts), as the themes read it on load.
  it('asks the system for less motion: no transitions, no enter and leave timers, no ripple on a press', async () => {
    expect(prefersReducedMotion()).toBe(true);
    for (const options of [lightTheme, darkTheme]) {
      const theme = createTheme(options);
      expect(theme.transitions.create(['opacity', 'transform'])).toBe('none');
      expect(theme.transitions.duration.enteringScreen).toBe(0);
      expect(theme.transitions.getAutoHeightDuration(400)).toBe(0);
    }
    render(
      <ThemeProvider theme={createTheme(lightTheme)}>
        <Button>Speichern</Button>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Speichern' });
    fireEvent.mouseDown(button);
    // MUI mounts the ripple on the first press, a turn later (the test below sees it within this wait).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(button.querySelector('.MuiTouchRipple-root, .MuiTouchRipple-ripple')).toBeNull();
    fireEvent.mouseUp(button);
  });

  it('keeps MUI’s motion when the system does not ask for less', async () => {
    const theme = createTheme(withMotionPreference({ palette: { mode: 'light' } }, false));
    expect(theme.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    render(
      <ThemeProvider theme={theme}>
        <Button>Speichern</Button>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'Speichern' });
    fireEvent.mouseDown(button);
    await waitFor(() => expect(button.querySelector('.MuiTouchRipple-ripple')).not.toBeNull());
    fireEvent.mouseUp(button);
  });
});

describe('language (seed 000 §4, §9)', () => {
  it('the language menu switches to English and saves the cookie for 365 days', async () => {
    const user = userEvent.setup();
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    try {
      renderLayout({ store: createPortalStore(memoryStore()) });
      await user.click(await screen.findByRole('button', { name: 'Sprache' }, SLOW));
      expect(screen.getByRole('menuitem', { name: 'Deutsch' })).toHaveClass('Mui-selected');
      await user.click(screen.getByRole('menuitem', { name: 'English' }));
      expect(await screen.findByRole('menuitem', { name: 'WiFi codes' }, SLOW)).toBeInTheDocument();
      expect(readCookie(LOCALE_COOKIE)).toBe('en');
      const write = writes.find((w) => w.startsWith(`${LOCALE_COOKIE}=en`))!;
      expect(write).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
      expect(document.documentElement.lang).toBe('en');
    } finally {
      spy.mockRestore();
    }
  });

  it('starts in the language of the cookie', async () => {
    document.cookie = `${LOCALE_COOKIE}=en; Path=/`;
    renderLayout({ store: createPortalStore(memoryStore()), locale: 'en' });
    expect(await screen.findByRole('menuitem', { name: 'WiFi codes' }, SLOW)).toBeInTheDocument();
    expect(createPortalStore(memoryStore()).getItem('locale')).toBe('en');
  });

  it('a stale locale in the browser storage does not override the cookie', () => {
    const base = memoryStore();
    base.setItem('locale', 'en');
    document.cookie = `${LOCALE_COOKIE}=de; Path=/`;
    expect(createPortalStore(base).getItem('locale')).toBe('de');
    deleteCookie(LOCALE_COOKIE);
    expect(createPortalStore(base).getItem('locale', 'de')).toBe('de');
  });
});
