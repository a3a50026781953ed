import { TOOLTIP_DELAY_MS } from '../domain/constants';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { deepmerge } from '@mui/utils';

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

const shared: RaThemeOptions = {
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
  },
};

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

export const lightTheme: RaThemeOptions = deepmerge(deepmerge(defaultLightTheme, shared), {
  palette: {
    mode: 'light',
    primary: { main: '#c62828', light: '#ef5350', dark: '#8e0000', contrastText: '#ffffff' },
    secondary: { main: '#37474f', light: '#62727b', dark: '#102027', contrastText: '#ffffff' },
    background: { default: '#f6f6f7', paper: '#ffffff' },
    chart: [...CHART_COLORS.light],
  },
  components: {
    ...drawer('#ffffff', 'rgba(0, 0, 0, 0.12)'),
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
  },
});
