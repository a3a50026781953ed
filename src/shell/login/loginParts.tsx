import type { ChangeEventHandler, ReactNode, Ref } from 'react';

/**
 * The parts of the login screen, without MUI (issue 41, D280): each draws what the MUI component it
 * replaces drew in the portal's dark theme (login.css), with the same roles and labels.
 */

/** Material icons' paths (24 × 24), as @mui/icons-material draws them. */
export const ICONS = {
  lock: 'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z',
  visibility:
    'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
  visibilityOff:
    'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z',
  translate:
    'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z',
  expandMore: 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
} as const;

export function Icon({ name, className }: { name: keyof typeof ICONS; className?: string }) {
  return (
    <svg
      className={className ? `hpl-icon ${className}` : 'hpl-icon'}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}

/** An indeterminate circular progress (MUI CircularProgress), named for screen readers when alone. */
export function Spinner({ size = 40, label }: { size?: number; label?: string }) {
  return (
    <span
      className="hpl-spinner"
      style={{ width: size, height: size }}
      role="progressbar"
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <svg viewBox="22 22 44 44" width={size} height={size} style={{ display: 'block' }}>
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}

export type Severity = 'info' | 'success' | 'error' | 'warning';

/** A message box (MUI Alert, standard variant): icon and text; `role` status or alert. */
export function Alert({
  severity,
  role,
  children,
}: {
  severity: Severity;
  role: 'status' | 'alert';
  children: ReactNode;
}) {
  return (
    <div className={`hpl-alert hpl-${severity}`} role={role}>
      <Icon name={severity} />
      <div className="hpl-alert-text">{children}</div>
    </div>
  );
}

/**
 * A required text field (MUI's filled TextField as react-admin's theme draws it: dense, small, full
 * width): the label floats when the field has the focus or a value; the helper text below names the
 * problem and describes the input; `aria-invalid` marks an error.
 */
export function Field({
  id,
  label,
  helperText,
  error,
  disabled,
  value,
  inputRef,
  onChange,
  endAdornment,
  ...input
}: {
  id: string;
  name: string;
  type: string;
  label: string;
  helperText: string;
  error: boolean;
  disabled: boolean;
  value: string;
  autoComplete?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: ChangeEventHandler<HTMLInputElement>;
  endAdornment?: ReactNode;
}) {
  const helperId = `${id}-helper-text`;
  const classes = ['hpl-field'];
  if (value) classes.push('hpl-filled');
  if (error) classes.push('hpl-invalid');
  if (disabled) classes.push('hpl-disabled');
  return (
    <div className={classes.join(' ')}>
      <label className="hpl-label" htmlFor={id} id={`${id}-label`}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <div className={endAdornment ? 'hpl-box hpl-adorned' : 'hpl-box'}>
        <input
          id={id}
          ref={inputRef}
          value={value}
          onChange={onChange}
          disabled={disabled}
          required
          aria-invalid={error}
          aria-describedby={helperId}
          {...input}
        />
        {endAdornment}
      </div>
      <p className="hpl-helper" id={helperId}>
        {helperText}
      </p>
    </div>
  );
}
