/** The one icon of every shell area (a resource area's comes from its module). */
import BarChartIcon from '@mui/icons-material/BarChart';
import HomeIcon from '@mui/icons-material/Home';
import LockIcon from '@mui/icons-material/Lock';
import LoginIcon from '@mui/icons-material/Login';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PersonIcon from '@mui/icons-material/Person';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { isShellArea } from './areas';
import { resourceModule, type SvgIconComponent } from './registry';
import type { ShellArea } from './routes';

const SHELL_AREA_ICONS: Readonly<Record<ShellArea, SvgIconComponent>> = {
  home: HomeIcon,
  analytics: BarChartIcon,
  info: MenuBookIcon,
  profile: PersonIcon,
  requirements: LockIcon,
  auth: LoginIcon,
};

/** The icon of an area (a neutral one for a resource whose module is not registered). */
export function areaIcon(area: string): SvgIconComponent {
  return isShellArea(area) ? SHELL_AREA_ICONS[area] : (resourceModule(area)?.icon ?? HelpOutlineIcon);
}
