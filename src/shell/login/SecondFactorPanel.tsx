import { useMemo, type ComponentProps } from 'react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { darkTheme } from '../theme';
import SecondFactorStep from './SecondFactorStep';

/** Its texts (added to the language's messages when the step loads). */
export { default as messages } from './secondFactorMessages';

/**
 * The second step of a login with the portal's dark theme around it: it loads after a right
 * password, with MUI, which the login form itself does without (issue 41, D280).
 */
export default function SecondFactorPanel(props: ComponentProps<typeof SecondFactorStep>) {
  const theme = useMemo(() => createTheme(darkTheme), []);
  return (
    <ThemeProvider theme={theme}>
      <SecondFactorStep {...props} />
    </ThemeProvider>
  );
}
