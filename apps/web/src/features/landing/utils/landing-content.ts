import {
  BadgeCheck,
  CalendarClock,
  MapPin,
  Radar,
  ShieldCheck,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';

/** Marketing copy of the landing page (spec 01 section 1). */
export const STATISTICS = [
  { value: '10k+', label: 'Clients' },
  { value: '98%', label: 'Satisfaction' },
  { value: '24/7', label: 'Support' },
  { value: '500+', label: 'Partners' },
] as const;

export const FEATURES: readonly { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'AI Concierge',
    text: 'Ask in a sentence or a chat. Your concierge understands the request and arranges it.',
    icon: Sparkles,
  },
  {
    title: 'Secure & Private',
    text: 'A zero-knowledge vault, encrypted medical details and discreet handling of every booking.',
    icon: ShieldCheck,
  },
  {
    title: 'Real-Time Tracking',
    text: 'Watch each request move from pending to confirmed to complete, live and without reloading.',
    icon: Radar,
  },
  {
    title: 'Smart Scheduling',
    text: 'Bookings, reservations and personal events come together in one calendar.',
    icon: CalendarClock,
  },
  {
    title: 'Location Services',
    text: 'From Sandton to the Cape Winelands, requests are matched to providers near you.',
    icon: MapPin,
  },
  {
    title: 'Verified Providers',
    text: 'Chauffeurs, chefs, villas and yachts from vetted partners, rated by members.',
    icon: BadgeCheck,
  },
];

export const TESTIMONIALS = [
  {
    quote:
      'A driver at the airport, a table at the restaurant everyone talks about, and a villa in Plettenberg Bay, all from one chat.',
    name: 'Naledi Mokoena',
    role: 'Founder, Johannesburg',
  },
  {
    quote:
      'I see every request confirmed in real time. It feels like having a personal assistant who never sleeps.',
    name: 'Pieter van der Merwe',
    role: 'Investment Director, Cape Town',
  },
  {
    quote:
      'The providers are exceptional and the privacy is taken seriously. Aurum has become part of how our family lives.',
    name: 'Ayesha Patel',
    role: 'Surgeon, Durban',
  },
] as const;

export const TRIAL_PROMISES = [
  'No credit card required',
  'No setup fees',
  'Cancel anytime',
] as const;

/** The landing page's words for a visitor who is signed in already: the way back in. */
export const RETURNING_MEMBER = {
  goToDashboard: 'Go to Dashboard',
  closingText: 'Your concierge is ready when you are.',
} as const;
