import { Bot, CalendarDays, Crown, House, UserRound } from 'lucide-react';
import type { BottomNavItem } from './bottom-nav';

/** The dashboard's bottom navigation (spec 01 section 2), shared by the member screens that show it. */
export const DASHBOARD_NAV_ITEMS: BottomNavItem[] = [
  { to: '/dashboard', label: 'Home', icon: House },
  { to: '/calendar', label: 'Calendar', icon: CalendarDays },
  { to: '/ai-assistant', label: 'AI Assistant', icon: Bot, raised: true },
  { to: '/membership', label: 'Membership', icon: Crown },
  { to: '/profile', label: 'Profile', icon: UserRound },
];
