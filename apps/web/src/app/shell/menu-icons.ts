// MenuNode.iconName (domain) → the MUI icon drawn for it. Per-icon imports keep the bundle small.
import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import BadgeIcon from '@mui/icons-material/Badge';
import CategoryIcon from '@mui/icons-material/Category';
import CircleIcon from '@mui/icons-material/Circle';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import DownloadIcon from '@mui/icons-material/Download';
import HomeIcon from '@mui/icons-material/Home';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import LocalGroceryStoreIcon from '@mui/icons-material/LocalGroceryStore';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SearchIcon from '@mui/icons-material/Search';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TranslateIcon from '@mui/icons-material/Translate';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';

export type MenuIcon = SvgIconComponent;

export const menuIcons: Readonly<Record<string, MenuIcon>> = {
  AccountTree: AccountTreeIcon,
  Badge: BadgeIcon,
  Category: CategoryIcon,
  CloudUpload: CloudUploadIcon,
  ConfirmationNumber: ConfirmationNumberIcon,
  Download: DownloadIcon,
  Home: HomeIcon,
  HourglassBottom: HourglassBottomIcon,
  LocalGroceryStore: LocalGroceryStoreIcon,
  LocalShipping: LocalShippingIcon,
  Logout: LogoutIcon,
  MenuBook: MenuBookIcon,
  People: PeopleIcon,
  Person: PersonIcon,
  Print: PrintIcon,
  ReceiptLong: ReceiptLongIcon,
  RestaurantMenu: RestaurantMenuIcon,
  Schedule: ScheduleIcon,
  Search: SearchIcon,
  Storefront: StorefrontIcon,
  Translate: TranslateIcon,
  ViewCarousel: ViewCarouselIcon,
};

/** A dot for an icon name the tree gained before this map did: the entry still shows and works. */
export function menuIcon(iconName: string): MenuIcon {
  return menuIcons[iconName] ?? CircleIcon;
}
