import { FilledInput, FormControl, FormHelperText, InputLabel, type FilledInputProps } from '@mui/material';

/**
 * A required text field as react-admin's theme draws TextField (filled, dense, small), built from
 * its parts: TextField would bring MUI's Select, Menu and Modal to the login page.
 */
export default function LoginField({
  id,
  label,
  helperText,
  error,
  disabled,
  ...input
}: { id: string; label: string; helperText: string; error: boolean; disabled: boolean } & Pick<
  FilledInputProps,
  'name' | 'type' | 'autoComplete' | 'autoFocus' | 'inputRef' | 'value' | 'onChange' | 'endAdornment' | 'inputProps'
>) {
  const helperId = `${id}-helper-text`;
  return (
    <FormControl required error={error} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <FilledInput id={id} aria-describedby={helperId} {...input} />
      <FormHelperText id={helperId}>{helperText}</FormHelperText>
    </FormControl>
  );
}
