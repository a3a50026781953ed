/**
 * Parts of the password forms (change password, reset password): a password field with a
 * show/hide toggle, the policy shown live (seed 001 §2 "with the password policy shown", §5), and the
 * new-password pair's validation with messages naming the field. Only catalogue keys: the reset page
 * is public and has no portal messages.
 */
import { useState, type Ref } from 'react';
import {
  Box,
  IconButton,
  InputAdornment,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import { NEW_PASSWORD_RULES } from '../../../domain/profile';
import { passwordRules, validate, type Invalid, type PasswordRules } from '../../../domain/validation';
import { namedInvalid } from '../../../providers/fieldLabel';

export function PasswordField({
  name,
  label,
  value,
  onChange,
  error,
  autoComplete,
  autoFocus,
  inputRef,
  disabled,
  describedBy,
}: {
  name: string;
  /** i18n key of the label. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's problem (already naming the field). */
  error?: Invalid;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** id of an element describing the field (the policy). */
  describedBy?: string;
}) {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={`password-${name}`}
      name={name}
      type={visible ? 'text' : 'password'}
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      inputRef={inputRef}
      disabled={disabled}
      required
      fullWidth
      margin="dense"
      error={!!error}
      helperText={error ? translate(error.message, error.args) : ' '}
      slotProps={{
        htmlInput: { maxLength: 1024, 'aria-describedby': describedBy },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((v) => !v)}
                edge="end"
                aria-label={translate(visible ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden')}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

const POLICY: { rule: keyof PasswordRules; key: string }[] = [
  { rule: 'length', key: 'forms.passwordPolicy.length' },
  { rule: 'digit', key: 'forms.passwordPolicy.digit' },
  { rule: 'lower', key: 'forms.passwordPolicy.lowercase' },
  { rule: 'upper', key: 'forms.passwordPolicy.uppercase' },
  { rule: 'special', key: 'forms.passwordPolicy.special' },
];

/** The policy with each rule ticked off as the password meets it. */
export function PasswordPolicy({ value, id }: { value: string; id: string }) {
  const translate = useTranslate();
  const met = passwordRules(value);
  return (
    <Box id={id} sx={{ mb: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('forms.passwordPolicy.title')}
      </Typography>
      <List dense disablePadding>
        {POLICY.map(({ rule, key }) => (
          <ListItem key={rule} disableGutters sx={{ py: 0 }} data-met={met[rule] ? 'true' : 'false'}>
            <ListItemIcon sx={{ minWidth: 28 }}>
              {met[rule] ? (
                <CheckCircleIcon fontSize="small" color="success" aria-hidden />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" color="disabled" aria-hidden />
              )}
            </ListItemIcon>
            <ListItemText
              primary={translate(key)}
              slotProps={{ primary: { variant: 'body2', color: met[rule] ? 'text.primary' : 'text.secondary' } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

export type NewPasswordErrors = Partial<Record<'password' | 'passwordConfirm', Invalid>>;

/** The new password and its repetition under the domain's rules; messages name the field. */
export function validateNewPassword(values: { password: string; passwordConfirm: string }): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  for (const field of ['password', 'passwordConfirm'] as const) {
    // named as the inputs are labelled: "Neues Passwort", "Passwort wiederholen"
    const failed = namedInvalid(
      field === 'password' ? 'newPassword' : field,
      validate(values[field], NEW_PASSWORD_RULES[field], values),
    );
    if (failed) errors[field] = failed;
  }
  return errors;
}

export type NewPasswordValues = { password: string; passwordConfirm: string };

/**
 * The new password with the policy shown live under it, and its repetition: the one form part of
 * the change-password, reset-password and accept-invitation pages.
 */
export function NewPasswordFields({
  values,
  errors,
  onChange,
  policyId,
  passwordRef,
  confirmRef,
  autoFocus,
  disabled,
}: {
  values: NewPasswordValues;
  errors: NewPasswordErrors;
  onChange: (field: keyof NewPasswordValues) => (value: string) => void;
  /** id of the policy list (unique on the page). */
  policyId: string;
  passwordRef?: Ref<HTMLInputElement>;
  confirmRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  disabled?: boolean;
}) {
  return (
    <>
      <PasswordField
        name="password"
        label="forms.fields.newPassword.label"
        value={values.password}
        onChange={onChange('password')}
        error={errors.password}
        autoComplete="new-password"
        autoFocus={autoFocus}
        inputRef={passwordRef}
        disabled={disabled}
        describedBy={policyId}
      />
      <PasswordPolicy value={values.password} id={policyId} />
      <PasswordField
        name="passwordConfirm"
        label="forms.fields.passwordConfirm.label"
        value={values.passwordConfirm}
        onChange={onChange('passwordConfirm')}
        error={errors.passwordConfirm}
        autoComplete="new-password"
        inputRef={confirmRef}
        disabled={disabled}
      />
    </>
  );
}
