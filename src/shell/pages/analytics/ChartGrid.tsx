import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** Charts side by side from 1200 px, one per row below (1024 px, phones). `wide` children span both. */
export default function ChartGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        '& > .wide': { gridColumn: '1 / -1' },
      }}
    >
      {children}
    </Box>
  );
}
