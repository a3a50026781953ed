import { TOOLTIP_DELAY_MS } from '../domain/constants';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { deepmerge } from '@mui/utils';
import type { Theme } from '@mui/material/styles';

/**
 * Brand themes (seed 000 §9): primary colour red, light (default) and dark palettes, six fixed
 * chart colours per theme (palette.chart).
 */

declare module '@mui/material/styles' {
  interface Palette {
    chart: string[];
  }
  interface PaletteOptions {
    chart?: string[];
  }
}

export const CHART_COLORS = {
  light: ['#c62828', '#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f'],
  dark: ['#ef5350', '#64b5f6', '#81c784', '#ffb74d', '#ce93d8', '#4dd0e1'],
} as const;

/** Width of the left drawer, open and collapsed (px). */
export const SIDEBAR_WIDTH = 264;
export const SIDEBAR_CLOSED_WIDTH = 56;

/**
 * Whether the system asks for less motion (`prefers-reduced-motion: reduce`, WCAG 2.3.3), read when
 * the portal loads: a change of the setting applies from the next page load.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)')?.matches === true;
}

/**
 * Less motion: dialogs, menus, drawers and collapsing parts appear and go at once (no transition,
 * and MUI's enter and leave timers at 0 ms), no ripple on a press, skeletons without their pulse.
 * The progress indicators keep turning: they say that work goes on.
 */
const still: RaThemeOptions = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiSkeleton: { defaultProps: { animation: false } },
  },
};

/** `theme`, with less motion when the system asks for it (prefersReducedMotion); both themes' shared part. */
export const withMotionPreference = (theme: RaThemeOptions, reduce = prefersReducedMotion()): RaThemeOptions =>
  reduce ? deepmerge(theme, still) : theme;

const shared: RaThemeOptions = withMotionPreference({
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Roboto", "Helvetica Neue", Arial, sans-serif',
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
  },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
  components: {
    RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { gap: 4 } } } },
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiTooltip: { defaultProps: { enterDelay: TOOLTIP_DELAY_MS } },
    // Subtitles are not headings (MUI maps them to h6, which broke the heading order: issue 39).
    MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
    // A visible focus ring on every button, list row, switch and checkbox reached by keyboard
    // (issue 39, D278): MUI marks them .Mui-focusVisible but shows only a faint background.
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
        }),
      },
    },
  },
});

/**
 * The drawer of the default layout: a paper column with a divider on its right; its content
 * scrolls when taller than the window (react-admin's fixed sidebar would cut it off).
 */
const drawer = (paper: string, divider: string) => ({
  RaSidebar: {
    styleOverrides: {
      root: {
        '& .RaSidebar-fixed': { overflowY: 'auto', paddingBottom: 16 },
        '& .MuiDrawer-paperAnchorDockedLeft': { backgroundColor: paper, borderRight: `1px solid ${divider}` },
      },
    },
  },
  RaMenuItemLink: {
    styleOverrides: { root: { '&.RaMenuItemLink-active': { fontWeight: 600 } } },
  },
});

/**
 * The bulk toolbar's tint: react-admin's (#fbdcdc light, #5b0c13 dark) left its primary, warning and
 * error buttons under 4.5:1; these keep every one of them at 4.6:1 or more. The collapsed toolbar keeps
 * its buttons in the page: hidden, they leave the Tab order too (issue 39).
 */
const bulkToolbar = (background: string) => ({
  RaBulkActionsToolbar: {
    styleOverrides: {
      root: {
        '& .RaBulkActionsToolbar-toolbar': { backgroundColor: background },
        '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
      },
    },
  },
});

export const lightTheme: RaThemeOptions = deepmerge(deepmerge(defaultLightTheme, shared), {
  palette: {
    mode: 'light',
    primary: { main: '#c62828', light: '#ef5350', dark: '#8e0000', contrastText: '#ffffff' },
    secondary: { main: '#37474f', light: '#62727b', dark: '#102027', contrastText: '#ffffff' },
    // MUI's warning orange (#ed6c02) reads at 3.1:1 on white: text and outlines of warning chips
    // and buttons take a darker orange (5.0:1); light stays for the alerts' tints (D278).
    warning: { main: '#b45309', light: '#ff9800', dark: '#8a3c00', contrastText: '#ffffff' },
    // Likewise MUI's info blue (#0288d1, 3.9:1): 5.2:1.
    info: { main: '#0271b3', light: '#03a9f4', dark: '#01579b', contrastText: '#ffffff' },
    background: { default: '#f6f6f7', paper: '#ffffff' },
    chart: [...CHART_COLORS.light],
  },
  components: {
    ...drawer('#ffffff', 'rgba(0, 0, 0, 0.12)'),
    ...bulkToolbar('#fef5f5'),
  },
});

export const darkTheme: RaThemeOptions = deepmerge(deepmerge(defaultDarkTheme, shared), {
  palette: {
    mode: 'dark',
    primary: { main: '#ef5350', light: '#ff867c', dark: '#b61827', contrastText: '#000000' },
    secondary: { main: '#90a4ae', light: '#c1d5e0', dark: '#62757f', contrastText: '#000000' },
    background: { default: '#121212', paper: '#1e1e1e' },
    chart: [...CHART_COLORS.dark],
  },
  components: {
    ...drawer('#1e1e1e', 'rgba(255, 255, 255, 0.12)'),
    ...bulkToolbar('#2a1416'),
  },
});
