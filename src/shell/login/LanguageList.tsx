import { Menu, MenuItem } from '@mui/material';

/** The open menu of LanguageMenu: one item per language, the current one selected. */
export default function LanguageList({
  id,
  anchor,
  open,
  languages,
  current,
  onClose,
  onChoose,
}: {
  id: string;
  anchor: HTMLElement | null;
  open: boolean;
  languages: readonly { locale: string; name: string }[];
  current: string;
  onClose: () => void;
  onChoose: (locale: string) => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={open} onClose={onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language.locale}
          lang={language.locale}
          selected={language.locale === current}
          onClick={() => onChoose(language.locale)}
        >
          {language.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
