import type { ReactNode } from 'react';
import { Card, CardContent } from '@mui/material';
import BlankLayout from '../../layout/BlankLayout';

/** A logged-out page: the shell's blank layout (dark, with footer) with a card in the middle. */
export default function BlankFrame({ children }: { children: ReactNode }) {
  return (
    <BlankLayout>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent>{children}</CardContent>
      </Card>
    </BlankLayout>
  );
}
