import {
  Briefcase,
  Crown,
  Sparkles,
  FolderTree,
  HeartHandshake,
  Inbox,
  Mail,
  PhoneCall,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react';

export const ADMIN_SECTIONS = [
  'requests',
  'concierge',
  'providers',
  'categories',
  'marketplace',
  'members',
  'membership',
  'society',
  'call-backs',
  'outbox',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const SECTION_LOOKS: Record<AdminSection, { label: string; icon: LucideIcon }> = {
  requests: { label: 'Requests', icon: Inbox },
  concierge: { label: 'Concierge Cases', icon: HeartHandshake },
  providers: { label: 'Providers', icon: Briefcase },
  categories: { label: 'Categories', icon: FolderTree },
  marketplace: { label: 'Marketplace', icon: Store },
  members: { label: 'Members', icon: Users },
  membership: { label: 'Membership', icon: Crown },
  society: { label: 'Society', icon: Sparkles },
  'call-backs': { label: 'Call-backs', icon: PhoneCall },
  outbox: { label: 'Outbox', icon: Mail },
};

/**
 * The section of /admin?section=...; a ?request= link (staff e-mails) opens the requests, a ?case=
 * link (a missed promise) the concierge cases.
 */
export function sectionOf(params: URLSearchParams): AdminSection {
  if (params.get('request')) return 'requests';
  if (params.get('case')) return 'concierge';
  const section = params.get('section');
  return (ADMIN_SECTIONS as readonly string[]).includes(section ?? '')
    ? (section as AdminSection)
    : 'requests';
}
