import { useEffect, type ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type SvgIcon from '@mui/material/SvgIcon';
import { useTranslate } from 'react-admin';
import BlankFrame from './BlankFrame';
import { setDocumentTitle } from '../../documentTitle';

/** Content of a logged-out page: icon and title (h1, also the document title), text, actions. */
export default function AuthCard({
  title,
  icon: Icon,
  children,
  actions,
}: {
  title: string;
  icon: typeof SvgIcon;
  children?: ReactNode;
  actions: ReactNode;
}) {
  const translate = useTranslate();
  const text = translate(title);
  const appName = translate('shell.appName');
  useEffect(() => {
    setDocumentTitle(`${text} – ${appName}`);
  }, [text, appName]);
  return (
    <BlankFrame>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Icon color="primary" aria-hidden />
        <Typography variant="h5" component="h1">
          {text}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {appName}
      </Typography>
      {children}
      <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap' }} useFlexGap>
        {actions}
      </Stack>
    </BlankFrame>
  );
}
