import { IconButton, Tooltip } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useTheme, useTranslate } from 'react-admin';

/**
 * Theme switch (seed 000 §2, §4): a sun when the dark theme is on, a moon otherwise. The theme lives
 * in react-admin's store under 'theme', which the portal store keeps in the cookie app.theme
 * ({dark}); without the cookie react-admin follows the system preference (a matchMedia listener).
 */
export default function ThemeSwitch() {
  const translate = useTranslate();
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  const label = translate(dark ? 'shell.theme.light' : 'shell.theme.dark');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => setTheme(dark ? 'light' : 'dark')}>
        {dark ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
