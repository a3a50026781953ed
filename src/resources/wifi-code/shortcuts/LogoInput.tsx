/**
 * The logo of a shortcut: a PNG, JPEG or SVG file, at most SHORTCUT_LOGO_MAX_BYTES, kept as a data
 * URL in the shortcut. A file too large is refused before it is read, with the catalogue's
 * "Die Datei ist zu groß: max. {maxSize}".
 */
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, FormHelperText, FormLabel } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import {
  FILE_TOO_LARGE,
  formatBytes,
  SHORTCUT_LOGO_MAX_BYTES,
  SHORTCUT_LOGO_TYPES,
  SHORTCUT_MESSAGES,
  SHORTCUT_RULES,
} from '../../../domain/shortcut';
import { namedRules } from '../../hotspot-account-template/DynamicExpiresInput';

const R = 'resources.wifi-code.shortcuts';
const LABEL = `${R}.fields.logo`;
const rules = namedRules(LABEL, SHORTCUT_RULES.logo);

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export default function LogoInput() {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const { field, fieldState } = useInput({ source: 'logo', validate: rules });
  const [fileError, setFileError] = useState<string | null>(null);
  // the logo the browser could not draw (a damaged file of an accepted type): seed 001 §8 "Logo preview unavailable"
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const error = fileError ?? (fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : null);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(SHORTCUT_LOGO_TYPES as readonly string[]).includes(file.type)) {
      setFileError(translate(SHORTCUT_MESSAGES.logoType));
      return;
    }
    if (file.size > SHORTCUT_LOGO_MAX_BYTES) {
      setFileError(translate(FILE_TOO_LARGE, { maxSize: formatBytes(SHORTCUT_LOGO_MAX_BYTES) }));
      return;
    }
    setFileError(null);
    field.onChange(await readDataUrl(file));
  };

  return (
    <Box sx={{ mb: 2 }}>
      <FormLabel component="div" sx={{ mb: 1 }} id="shortcut-logo-label">
        {translate(LABEL)}
      </FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: 96,
            height: 64,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: '#fff',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {field.value && brokenSrc === field.value ? (
            <FormHelperText sx={{ textAlign: 'center', px: 0.5 }} data-testid="shortcut-logo-unavailable">
              {translate('messages.logoPreviewUnavailable')}
            </FormHelperText>
          ) : field.value ? (
            <img
              src={field.value as string}
              alt={translate(`${R}.logoPreview`)}
              style={{ maxWidth: '100%', maxHeight: '100%' }}
              onError={() => setBrokenSrc(field.value as string)}
            />
          ) : (
            <FormHelperText>{translate(`${R}.noLogo`)}</FormHelperText>
          )}
        </Box>
        <Button variant="outlined" size="small" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
          {translate(`${R}.chooseLogo`)}
        </Button>
        {field.value && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => {
              setFileError(null);
              field.onChange(null);
            }}
          >
            {translate(`${R}.removeLogo`)}
          </Button>
        )}
        <input
          ref={input}
          type="file"
          hidden
          data-testid="shortcut-logo-input"
          aria-labelledby="shortcut-logo-label"
          accept={SHORTCUT_LOGO_TYPES.join(',')}
          onChange={onChange}
        />
      </Box>
      <FormHelperText error={!!error}>
        {error ?? translate(`${R}.helper.logo`, { maxSize: formatBytes(SHORTCUT_LOGO_MAX_BYTES) })}
      </FormHelperText>
    </Box>
  );
}
