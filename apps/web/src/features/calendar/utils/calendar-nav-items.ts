import { Bot, CalendarDays, CirclePlus, House, UserRound } from 'lucide-react';
import type { BottomNavItem } from '../../../components/bottom-nav';

/** The calendar's own bottom navigation (spec 01 section 2). */
export const CALENDAR_NAV_ITEMS: BottomNavItem[] = [
  { to: '/dashboard', label: 'Home', icon: House },
  { to: '/calendar', label: 'Calendar', icon: CalendarDays },
  { to: '/ai-assistant', label: 'AI Assistant', icon: Bot, raised: true },
  { to: '/marketplace', label: 'Add Service', icon: CirclePlus },
  { to: '/profile', label: 'Profile', icon: UserRound },
];
