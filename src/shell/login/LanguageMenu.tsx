import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LANGUAGES } from './loginI18n';
import { Icon } from './loginParts';

/**
 * The language choice of the login page: a button naming the current language and a menu of the
 * portal's languages (each in its own name, `lang` set). Looks and behaves like react-admin's
 * LocalesMenuButton without MUI (issue 41, D280): the menu opens with the focus on the current
 * language; arrow keys, Home and End move, Enter or Space chooses, Escape closes and gives the focus
 * back to the button, Tab and a click outside close it.
 */
export default function LanguageMenu({ locale, onChange }: { locale: string; onChange: (locale: string) => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const current = LANGUAGES.find((language) => language.locale === locale) ?? LANGUAGES[0]!;
  const items = () => [...(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    items()
      .find((item) => item.lang === current.locale)
      ?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, current.locale]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div className="hpl-lang">
      <button
        ref={buttonRef}
        id={`${menuId}-button`}
        type="button"
        className="hpl-langbutton"
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Icon name="translate" />
        {current.name}
        <Icon name="expandMore" />
      </button>
      {open && (
        <ul
          className="hpl-menu"
          id={menuId}
          role="menu"
          aria-labelledby={`${menuId}-button`}
          ref={menuRef}
          onKeyDown={onMenuKey}
        >
          {LANGUAGES.map((language) => (
            <li key={language.locale} role="none">
              <button
                type="button"
                role="menuitem"
                lang={language.locale}
                tabIndex={-1}
                aria-current={language.locale === current.locale ? 'true' : undefined}
                onClick={() => {
                  close(true);
                  if (language.locale !== current.locale) onChange(language.locale);
                }}
              >
                {language.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
