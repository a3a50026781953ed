import type SvgIcon from '@mui/material/SvgIcon';
import AccountBoxIcon from '@mui/icons-material/AccountBox';
import BarChartIcon from '@mui/icons-material/BarChart';
import ExtensionIcon from '@mui/icons-material/Extension';
import GroupIcon from '@mui/icons-material/Group';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HomeIcon from '@mui/icons-material/Home';
import LockIcon from '@mui/icons-material/Lock';
import LoginIcon from '@mui/icons-material/Login';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PersonIcon from '@mui/icons-material/Person';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import PlaceIcon from '@mui/icons-material/Place';
import RouterIcon from '@mui/icons-material/Router';
import TuneIcon from '@mui/icons-material/Tune';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import WebIcon from '@mui/icons-material/Web';
import WifiIcon from '@mui/icons-material/Wifi';
import type { RouteArea } from '../routes';

type SvgIconComponent = typeof SvgIcon;

/** The icon of each area of the route table (page headers; the menu may share it). */
export const AREA_ICONS: Readonly<Record<RouteArea, SvgIconComponent>> = {
  home: HomeIcon,
  analytics: BarChartIcon,
  info: MenuBookIcon,
  customerPlugins: ExtensionIcon,
  deviceAccount: PhonelinkLockIcon,
  enrollments: VpnKeyIcon,
  accountTemplate: AccountBoxIcon,
  hotspotDevice: RouterIcon,
  deviceConfig: TuneIcon,
  loginTemplate: WebIcon,
  locations: PlaceIcon,
  partner: HandshakeIcon,
  profile: PersonIcon,
  requirements: LockIcon,
  users: GroupIcon,
  wifiCode: WifiIcon,
  auth: LoginIcon,
};
