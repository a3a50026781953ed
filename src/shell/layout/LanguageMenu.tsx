import { useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/**
 * Language menu (seed 000 §2): translate icon, one entry per language. Choosing one sets the
 * locale; the store keeps it in the cookie i18n_redirected for 365 days (providers/store.ts) and
 * the i18n provider switches messages, date formats and <html lang>.
 */
export default function LanguageMenu() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={translate('shell.language')}>
        <IconButton
          color="inherit"
          aria-label={translate('shell.language')}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {locales.map(({ locale: value, name }) => (
          <MenuItem
            key={value}
            selected={value === locale}
            lang={value}
            onClick={() => {
              setAnchor(null);
              if (value !== locale) setLocale(value);
            }}
          >
            <ListItemIcon>{value === locale ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
