// The changelog (/changelog) in the real portal: the tabs updates and roadmap from the data file,
// and the feedback dialog (validation naming the field, sending, the hourly limit, ?feedback=1).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import docsMessages from '../../src/i18n/portal/docs';
import toolsMessages from '../../src/i18n/portal/tools';
import { de as catalogue } from '../../src/i18n/de';
import { FEEDBACK_MESSAGE_MAX } from '../../src/domain/portalTools';
import { formatNumber } from '../../src/i18n/formats';
import { ROADMAP, UPDATES } from '../../src/shell/pages/changelog/data';
import { setToolsApi, type ToolsApi } from '../../src/shell/pages/tools/toolsApi';
import { renderPages } from './harness/pagesHarness';
import { SLOW } from './harness/slow';

const de = docsMessages.de.portal.docs.changelog;
const fb = toolsMessages.de.portal.tools.feedback;

function fakeTools(overrides: Partial<ToolsApi> = {}): ToolsApi & { sendFeedback: ReturnType<typeof vi.fn> } {
  return {
    sendFeedback: vi.fn(async () => undefined),
    diagnostics: vi.fn(),
    ping: vi.fn(async () => 5),
    ...overrides,
  } as ToolsApi & { sendFeedback: ReturnType<typeof vi.fn> };
}

afterEach(() => setToolsApi(null));

describe('/changelog', () => {
  it('shows the updates newest first and the roadmap in its tab (kept in ?tab=)', async () => {
    const user = userEvent.setup();
    const { location } = renderPages({ path: '/changelog' });
    const updates = await screen.findByRole('tabpanel', { name: de.tabs.updates }, SLOW);
    const articles = within(updates).getAllByRole('article');
    expect(articles).toHaveLength(UPDATES.length);
    expect(within(articles[0]).getByRole('heading', { name: UPDATES[0].title.de })).toBeInTheDocument();
    expect(within(articles[0]).getByText(UPDATES[0].items[0].de)).toBeInTheDocument();
    expect(within(articles[0]).getByText('24.11.2026')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: de.tabs.roadmap }));
    const roadmap = await screen.findByRole('tabpanel', { name: de.tabs.roadmap });
    expect(within(roadmap).getAllByRole('article')).toHaveLength(ROADMAP.length);
    expect(within(roadmap).getAllByText(de.status.inProgress).length).toBe(
      ROADMAP.filter((e) => e.status === 'inProgress').length,
    );
    // Analytics is live (issue 40): an update, no longer on the roadmap.
    expect(within(roadmap).queryByText('Analysen')).not.toBeInTheDocument();
    expect(location.search).toBe('?tab=roadmap');
    expect(screen.queryByRole('tabpanel', { name: de.tabs.updates })).not.toBeInTheDocument();
  });

  it('sends feedback after checking the message, naming the field', async () => {
    const tools = fakeTools();
    setToolsApi(tools);
    const user = userEvent.setup();
    renderPages({ path: '/changelog' });
    await user.click(await screen.findByRole('button', { name: de.feedback }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: fb.title });

    await user.click(within(dialog).getByRole('button', { name: fb.send }));
    expect(
      within(dialog).getByText(`${fb.message}: ${catalogue.forms.validationMessages.required}`),
    ).toBeInTheDocument();
    expect(tools.sendFeedback).not.toHaveBeenCalled();

    const box = within(dialog).getByRole('textbox', { name: fb.message });
    await user.click(box);
    await user.paste('x'.repeat(FEEDBACK_MESSAGE_MAX + 1));
    await user.click(within(dialog).getByRole('button', { name: fb.send }));
    expect(
      within(dialog).getByText(
        `${fb.message}: ${catalogue.forms.validationMessages.max.replace('%{max}', formatNumber(FEEDBACK_MESSAGE_MAX, 'de'))}`,
      ),
    ).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'Bitte einen Export als Excel.');
    await user.click(within(dialog).getByRole('radio', { name: fb.kinds.problem }));
    await user.click(within(dialog).getByRole('button', { name: fb.send }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tools.sendFeedback).toHaveBeenCalledWith({
      kind: 'problem',
      message: 'Bitte einen Export als Excel.',
      page: '/changelog',
      customerId: 'K100001',
    });
    expect(await screen.findByText(fb.sent)).toBeInTheDocument();
  });

  it('keeps the text and says so when the hourly limit is reached; ?feedback=1 opens the form', async () => {
    const throttled = Object.assign(new Error('errors.RATE_LIMITED'), {
      status: 429,
      body: { error: { code: 'RATE_LIMITED', retryAfter: 3000 } },
    });
    setToolsApi(fakeTools({ sendFeedback: vi.fn(async () => Promise.reject(throttled)) }));
    const user = userEvent.setup();
    renderPages({ path: '/changelog?feedback=1' });
    const dialog = await screen.findByRole('dialog', { name: fb.title }, SLOW);
    await user.type(within(dialog).getByRole('textbox', { name: fb.message }), 'Noch eine Idee');
    await user.click(within(dialog).getByRole('button', { name: fb.send }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(fb.throttled);
    expect(within(dialog).getByRole('textbox', { name: fb.message })).toHaveValue('Noch eine Idee');
    await user.click(within(dialog).getByRole('button', { name: fb.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
