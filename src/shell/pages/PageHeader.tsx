import { useEffect, useState, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type SvgIcon from '@mui/material/SvgIcon';
import { Title, useTranslate } from 'react-admin';
import { documentTitle, setDocumentTitle } from '../documentTitle';

const TITLE_CONTAINER_ID = 'react-admin-title';

const hasTitleContainer = () => typeof document !== 'undefined' && !!document.getElementById(TITLE_CONTAINER_ID);

/**
 * The title of a page: the translated title with the area icon, shown by the layout's page title
 * (react-admin's <Title>, the layout's h1 under the breadcrumbs) and used as the document title.
 * Outside the default layout (no title container, e.g. an error on a blank page) it renders its
 * own h1. `children` (page actions) sit on the title's line.
 */
export function PageHeader({
  title,
  icon: Icon,
  children,
}: {
  /** i18n key of the title. */
  title: string;
  icon?: typeof SvgIcon;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const text = translate(title);
  const appName = translate('shell.appName');
  const [inLayout, setInLayout] = useState(hasTitleContainer);
  useEffect(() => setInLayout(hasTitleContainer()), []);
  useEffect(() => {
    setDocumentTitle(documentTitle(text, appName));
  }, [text, appName]);
  const heading = (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {Icon && <Icon color="primary" aria-hidden />}
      {text}
    </Box>
  );
  return (
    <>
      {inLayout ? (
        <Title title={heading} />
      ) : (
        <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1 }}>
          {heading}
        </Typography>
      )}
      {children && <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>{children}</Box>}
    </>
  );
}
