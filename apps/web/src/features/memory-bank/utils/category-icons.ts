import type { MemoryCategory } from '@aurum/shared/chat/memory-bank';
import {
  Briefcase,
  Heart,
  Plane,
  Sparkles,
  User,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';

/** The icon on each memory category card. */
export const CATEGORY_ICONS: Record<MemoryCategory, LucideIcon> = {
  food: UtensilsCrossed,
  travel: Plane,
  wellness: Heart,
  lifestyle: Sparkles,
  work: Briefcase,
  personal: User,
};
