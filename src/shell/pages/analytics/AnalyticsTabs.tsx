import type { ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

export interface AnalyticsTab {
  id: string;
  render: () => ReactNode;
}

const T = 'portal.analytics.professional.tabs';

/**
 * The tabs of a professional screen; the open tab is the `tab` query parameter (a link or reload
 * keeps it, and the `organization` parameter stays). Only the open tab renders (its queries run).
 */
export default function AnalyticsTabs({ tabs }: { tabs: AnalyticsTab[] }) {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const current = tabs.find((t) => t.id === params.get('tab')) ?? tabs[0]!;
  const select = (id: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current.id}
          onChange={(_, id: string) => select(id)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={translate(`${T}.label`)}
        >
          {tabs.map((t) => (
            <Tab
              key={t.id}
              value={t.id}
              label={translate(`${T}.${t.id}`)}
              id={`analytics-tab-${t.id}`}
              aria-controls={`analytics-panel-${t.id}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`analytics-panel-${current.id}`} aria-labelledby={`analytics-tab-${current.id}`}>
        {current.render()}
      </Box>
    </>
  );
}
