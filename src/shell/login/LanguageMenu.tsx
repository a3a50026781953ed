import { Suspense, lazy, useId, useState } from 'react';
import { Button } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { LANGUAGES } from '../../providers/i18nProvider';

// The menu (MUI's Menu, Popover and Modal) loads on the first hover, focus or click: the login page
// ships with the button alone.
const loadList = () => import('./LanguageList');
const LanguageList = lazy(loadList);
const preload = () => void loadList().catch(() => undefined);

/**
 * The language choice of the login page: a button naming the current language and a menu of the
 * portal's languages (each in its own name). Looks like react-admin's LocalesMenuButton, without
 * react-admin, so the login page can be shown before the portal has loaded.
 */
export default function LanguageMenu({ locale, onChange }: { locale: string; onChange: (locale: string) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // once opened, the menu stays mounted (it animates its closing)
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const current = LANGUAGES.find((language) => language.locale === locale) ?? LANGUAGES[0]!;
  return (
    <>
      <Button
        color="inherit"
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {current.name}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageList
            id={menuId}
            anchor={anchor}
            open={!!anchor}
            languages={LANGUAGES}
            current={current.locale}
            onClose={() => setAnchor(null)}
            onChoose={(next) => {
              setAnchor(null);
              if (next !== current.locale) onChange(next);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
