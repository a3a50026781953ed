import { Navigate, useLocation } from 'react-admin';
import { LOGIN_PATH } from '../../../providers/authProvider';

/** /login is the auth callback (seed 000 §2): it leads to the login screen, keeping the query. */
export default function LoginCallbackPage() {
  const location = useLocation();
  return <Navigate to={{ pathname: LOGIN_PATH, search: location.search }} replace state={location.state} />;
}
