import { IconButton, InputAdornment, TextField } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import type { Ref } from 'react';
import { useTranslate } from 'react-admin';

export interface CustomerSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Matches of the current search (undefined while unknown). */
  total: number | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** Search field of the switch (seed 000 §2): type search, clearable, label, placeholder, match count. */
export default function CustomerSearchField({ value, onChange, total, inputRef }: CustomerSearchFieldProps) {
  const translate = useTranslate();
  return (
    <TextField
      type="search"
      fullWidth
      size="small"
      autoFocus
      label={translate('shell.customerSwitch.search')}
      placeholder={translate('shell.customerSwitch.searchPlaceholder')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputRef={inputRef}
      // one clear button (ours, translated), not the browser's own as well
      sx={{ '& input::-webkit-search-cancel-button': { display: 'none' } }}
      helperText={total !== undefined ? translate('shell.customerSwitch.searchHint', { smart_count: total }) : ' '}
      slotProps={{
        htmlInput: { 'aria-controls': 'customer-switch-list' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label={translate('shell.customerSwitch.clearSearch')}
                onClick={() => onChange('')}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
        formHelperText: { role: 'status', 'aria-live': 'polite' },
      }}
    />
  );
}
