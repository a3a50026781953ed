import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { resourcePath } from '../../../components/resourcePath';

/** "Importieren" in the WiFi-code list's actions: the import of existing codes (/wifi-code/import). */
export default function ImportButton() {
  return (
    <Button component={RouterLink} to={resourcePath('wifi-code/import')} label="resources.wifi-code.import.action">
      <UploadFileIcon />
    </Button>
  );
}
