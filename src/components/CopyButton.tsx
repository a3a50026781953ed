import type { MouseEvent } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';

/** Copies text to the clipboard and says so. `label` names what is copied (an i18n key). */
export default function CopyButton({ text, label = 'components.copy.action' }: { text: string; label?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async (event: MouseEvent) => {
    event.stopPropagation();
    try {
      await navigator.clipboard.writeText(text);
      notify('components.copy.done', { type: 'info' });
    } catch {
      notify('components.copy.failed', { type: 'warning' });
    }
  };
  return (
    <Tooltip title={translate(label)}>
      <IconButton size="small" onClick={copy} aria-label={translate(label)}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
