import { useMemo, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { darkTheme } from '../theme';
import Footer from './Footer';

/**
 * Blank layout for the logged-out pages (seed 000 §2): always dark, the page centred, the footer
 * (copyright, imprint link) at the bottom. Use it inside <Admin> (it reads the app configuration and
 * translations), e.g. as the element of a `<CustomRoutes noLayout>` route.
 */
export default function BlankLayout({ children }: { children: ReactNode }) {
  const theme = useMemo(() => createTheme(darkTheme), []);
  return (
    <ThemeProvider theme={theme}>
      <Box
        data-testid="blank-layout"
        sx={{
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
          color: 'text.primary',
          backgroundImage: `radial-gradient(ellipse at top, ${theme.palette.primary.dark}33, transparent 60%)`,
        }}
      >
        <Box
          component="main"
          sx={{ flex: '1 0 auto', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
        >
          {children}
        </Box>
        <Footer />
      </Box>
    </ThemeProvider>
  );
}
