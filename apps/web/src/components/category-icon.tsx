import type { CategoryIcon as IconName } from '@aurum/shared/admin/categories-contract';
import {
  BookOpen,
  Briefcase,
  Calendar,
  Car,
  Heart,
  Home,
  type LucideIcon,
  Monitor,
  Star,
  Truck,
} from 'lucide-react';

const CATEGORY_ICON_COMPONENTS: Record<IconName, LucideIcon> = {
  home: Home,
  heart: Heart,
  star: Star,
  car: Car,
  monitor: Monitor,
  book: BookOpen,
  calendar: Calendar,
  briefcase: Briefcase,
  truck: Truck,
};

/** A category's icon (spec 02 section 3); unknown names show the default, home. */
export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = CATEGORY_ICON_COMPONENTS[name as IconName] ?? Home;
  return <Icon aria-hidden="true" className={className} />;
}
