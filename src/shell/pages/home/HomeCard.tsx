import type { ReactNode } from 'react';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import type SvgIcon from '@mui/material/SvgIcon';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link, useTranslate } from 'react-admin';

export type HomeCardAction =
  | { label: string; to: string }
  | { label: string; href: string; external?: boolean }
  | { label: string; onClick: () => void };

/** One card of the home page: icon, title, text and at most one action. */
export default function HomeCard({
  title,
  icon: Icon,
  children,
  action,
  labelId,
}: {
  /** Translated title. */
  title: string;
  icon: typeof SvgIcon;
  children: ReactNode;
  action?: HomeCardAction;
  /** id of the title (the card is a region labelled by it). */
  labelId: string;
}) {
  const translate = useTranslate();
  return (
    <Card
      component="section"
      aria-labelledby={labelId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Icon color="primary" aria-hidden />
          <Typography variant="h6" component="h2" id={labelId}>
            {title}
          </Typography>
        </Box>
        {children}
      </CardContent>
      {action && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          {'to' in action && (
            <Button component={Link} to={action.to}>
              {action.label}
            </Button>
          )}
          {'href' in action && (
            <Button
              href={action.href}
              {...(action.external
                ? {
                    target: '_blank',
                    rel: 'noopener noreferrer',
                    endIcon: <OpenInNewIcon fontSize="small" />,
                    'aria-label': `${action.label} ${translate('pages.home.opensInNewTab')}`,
                  }
                : {})}
            >
              {action.label}
            </Button>
          )}
          {'onClick' in action && <Button onClick={action.onClick}>{action.label}</Button>}
        </CardActions>
      )}
    </Card>
  );
}
