import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * A wide table's own horizontal scroll container (issue 40): the page never grows wider than the
 * screen; the table scrolls inside this region, which keyboard users can focus and scroll and
 * screen readers announce by `label` (the list's title).
 */
export default function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        maxWidth: '100%',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      {children}
    </Box>
  );
}
