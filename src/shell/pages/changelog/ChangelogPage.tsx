import { useState, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import FeedbackIcon from '@mui/icons-material/Feedback';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import { useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { formatDate } from '../../../i18n/formats';
import type { PageProps } from '../../routes';
import { PageHeader } from '../PageHeader';
import FeedbackDialog from './FeedbackDialog';
import { ROADMAP, UPDATES, type LocalisedText } from './data';

const TABS = ['updates', 'roadmap'] as const;
type TabName = (typeof TABS)[number];

const pick = (text: LocalisedText, locale: string) => (locale === 'en' ? text.en : text.de);

function Panel({ name, current, children }: { name: TabName; current: TabName; children: ReactNode }) {
  return (
    <Box
      role="tabpanel"
      id={`changelog-panel-${name}`}
      aria-labelledby={`changelog-tab-${name}`}
      hidden={current !== name}
    >
      {current === name && <Stack spacing={2}>{children}</Stack>}
    </Box>
  );
}

/**
 * /changelog: the tabs updates and roadmap (the tab in ?tab=) from the data file, and the feedback
 * button; ?feedback=1 opens the feedback form at once (a link from elsewhere, e.g. the home card).
 */
export default function ChangelogPage({ route }: PageProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [params, setParams] = useSearchParams();
  const tab: TabName = params.get('tab') === 'roadmap' ? 'roadmap' : 'updates';
  const [feedbackOpen, setFeedbackOpen] = useState(() => params.get('feedback') === '1');

  const setTab = (next: TabName) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === 'updates') out.delete('tab');
        else out.set('tab', next);
        return out;
      },
      { replace: true },
    );

  const closeFeedback = () => {
    setFeedbackOpen(false);
    if (params.get('feedback')) {
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.delete('feedback');
          return out;
        },
        { replace: true },
      );
    }
  };

  return (
    <Box sx={{ maxWidth: 900, mt: 1 }}>
      <PageHeader title={route.title ?? 'shell.menu.changelog'} icon={NewReleasesIcon}>
        <Button variant="contained" startIcon={<FeedbackIcon />} onClick={() => setFeedbackOpen(true)}>
          {translate('portal.docs.changelog.feedback')}
        </Button>
      </PageHeader>
      <Typography sx={{ mb: 1 }}>{translate('portal.docs.changelog.intro')}</Typography>
      <Tabs
        value={tab}
        onChange={(_e, value: TabName) => setTab(value)}
        aria-label={translate('portal.docs.changelog.tabs.label')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            id={`changelog-tab-${name}`}
            aria-controls={`changelog-panel-${name}`}
            label={translate(`portal.docs.changelog.tabs.${name}`)}
          />
        ))}
      </Tabs>
      <Panel name="updates" current={tab}>
        {UPDATES.length === 0 && <Typography>{translate('portal.docs.changelog.empty')}</Typography>}
        {UPDATES.map((entry) => (
          <Card key={entry.version} component="article" variant="outlined">
            <CardContent>
              <Typography variant="overline" component="p" color="text.secondary">
                <time dateTime={entry.date}>{formatDate(`${entry.date}T00:00:00Z`, locale, 'UTC')}</time> ·{' '}
                {entry.version}
              </Typography>
              <Typography variant="h6" component="h2" gutterBottom>
                {pick(entry.title, locale)}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {entry.items.map((item) => (
                  <Typography component="li" key={item.en} sx={{ mb: 0.5 }}>
                    {pick(item, locale)}
                  </Typography>
                ))}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Panel>
      <Panel name="roadmap" current={tab}>
        {ROADMAP.length === 0 && <Typography>{translate('portal.docs.changelog.empty')}</Typography>}
        {ROADMAP.map((entry) => (
          <Card key={entry.title.en} component="article" variant="outlined">
            <CardContent>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
                <Typography variant="h6" component="h2">
                  {pick(entry.title, locale)}
                </Typography>
                <Chip
                  size="small"
                  color={entry.status === 'inProgress' ? 'info' : 'default'}
                  label={translate(`portal.docs.changelog.status.${entry.status}`)}
                />
              </Box>
              <Typography>{pick(entry.text, locale)}</Typography>
            </CardContent>
          </Card>
        ))}
      </Panel>
      <FeedbackDialog open={feedbackOpen} onClose={closeFeedback} />
    </Box>
  );
}
