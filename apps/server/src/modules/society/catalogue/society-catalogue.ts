import type {
  EventCategory,
  EventTier,
  PerkCategory,
  PerkFulfilment,
  PerkTier,
} from '@aurum/shared/society/society-contract';

/**
 * The Society catalogue a fresh Aurum starts with (PRODUCT.md: the original's sample content
 * becomes catalogue data staff edit): perks of every tier and category, the birthday spa perk for
 * platinum and black, discounts up to 20% (spec 02 section 9), and events of each tier.
 */
export const SEED_PERKS: {
  title: string;
  description: string;
  category: PerkCategory;
  tier: PerkTier;
  value: string;
  fulfilment: PerkFulfilment;
  stock: number | null;
}[] = [
  {
    title: 'Partner Restaurant Privileges',
    description:
      "10% off the bill at Aurum's partner restaurants in Cape Town, Johannesburg and Durban.",
    category: 'discounts',
    tier: 'trial',
    value: '10% off',
    fulfilment: 'code',
    stock: null,
  },
  {
    title: 'Winelands Tasting for Two',
    description: 'A private tasting for two at a Stellenbosch or Franschhoek estate, once a month.',
    category: 'monthly',
    tier: 'gold',
    value: 'Complimentary',
    fulfilment: 'code',
    stock: null,
  },
  {
    title: 'Cape Town Jazz Evening Tickets',
    description:
      'Two seats at a members-only jazz evening. Limited tickets: first come, first served.',
    category: 'events',
    tier: 'gold',
    value: 'Two tickets',
    fulfilment: 'code',
    stock: 20,
  },
  {
    title: 'Boutique Shopping Discount',
    description: 'Off your purchase at partner boutiques in Sandton City and the V&A Waterfront.',
    category: 'discounts',
    tier: 'gold',
    value: '15% off',
    fulfilment: 'code',
    stock: null,
  },
  {
    title: 'Chauffeured Airport Transfer',
    description: 'One chauffeured transfer to or from OR Tambo or Cape Town International a month.',
    category: 'monthly',
    tier: 'platinum',
    value: 'One transfer a month',
    fulfilment: 'concierge',
    stock: null,
  },
  {
    title: 'Birthday Spa Day',
    description:
      'A full day at a partner spa in your birthday month, with treatments of your choice. Your concierge arranges it.',
    category: 'birthday',
    tier: 'platinum',
    value: 'Complimentary spa day',
    fulfilment: 'concierge',
    stock: null,
  },
  {
    title: 'Private Aviation Savings',
    description: 'Off a private charter flight within Southern Africa, arranged by your concierge.',
    category: 'discounts',
    tier: 'black',
    value: '20% off',
    fulfilment: 'concierge',
    stock: 10,
  },
  {
    title: "Chef's Table for Four",
    description: "A chef's table for four at one of the country's best kitchens, once a month.",
    category: 'monthly',
    tier: 'black',
    value: 'Complimentary',
    fulfilment: 'concierge',
    stock: null,
  },
];

/** Days from the seeding day, and the local start time, of each seeded event. */
export const SEED_EVENTS: {
  title: string;
  description: string;
  inDays: number;
  time: string;
  location: string;
  capacity: number;
  tierRequirement: EventTier;
  category: EventCategory;
}[] = [
  {
    title: 'Gold Circle Sundowners',
    description: 'Sundowners and canapés on a private terrace above Camps Bay, with live music.',
    inDays: 12,
    time: '17:30',
    location: 'Camps Bay, Cape Town',
    capacity: 40,
    tierRequirement: 'gold',
    category: 'dining',
  },
  {
    title: 'Art After Dark',
    description: 'A private after-hours tour of the galleries with the curator, then drinks.',
    inDays: 26,
    time: '18:30',
    location: 'Zeitz MOCAA, V&A Waterfront',
    capacity: 60,
    tierRequirement: 'gold',
    category: 'culture',
  },
  {
    title: 'Platinum Wine Pairing Dinner',
    description:
      "Five courses paired with the estate's reserve wines, hosted by the cellar master.",
    inDays: 19,
    time: '19:00',
    location: 'Franschhoek',
    capacity: 24,
    tierRequirement: 'platinum',
    category: 'wine',
  },
  {
    title: 'Private Piano Recital',
    description: 'An intimate recital in a Constantia manor house, for eight members only.',
    inDays: 9,
    time: '19:30',
    location: 'Constantia, Cape Town',
    capacity: 8,
    tierRequirement: 'platinum',
    category: 'culture',
  },
  {
    title: 'Polo at Val de Vie',
    description: 'A marquee on the polo field, lunch and the final chukkas.',
    inDays: 40,
    time: '12:30',
    location: 'Val de Vie Estate, Paarl',
    capacity: 30,
    tierRequirement: 'platinum',
    category: 'sport',
  },
  {
    title: 'Black Card Safari Weekend',
    description:
      'Two nights at a private lodge with game drives and a bush dinner under the stars.',
    inDays: 33,
    time: '09:00',
    location: 'Sabi Sands, Mpumalanga',
    capacity: 12,
    tierRequirement: 'black',
    category: 'travel',
  },
];
