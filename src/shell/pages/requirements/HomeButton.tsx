import { Button } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import { Link, useTranslate } from 'react-admin';

export default function HomeButton() {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/" startIcon={<HomeIcon />}>
      {translate('error.backHome')}
    </Button>
  );
}
