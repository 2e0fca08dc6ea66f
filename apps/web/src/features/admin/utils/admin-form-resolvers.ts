import { categoryInputSchema } from '@aurum/shared/admin/categories-contract';
import { providerAccountSchema, providerInputSchema } from '@aurum/shared/admin/providers-contract';
import { adminNotesSchema, assignProviderSchema } from '@aurum/shared/admin/requests-contract';
import {
  eventInputSchema,
  giftInputSchema,
  perkInputSchema,
} from '@aurum/shared/society/society-contract';
import { zodResolver } from '@hookform/resolvers/zod';

/** The staff console's form checks: the shared schemas, loaded after the form (lazyResolver). */
export const categoryResolver = zodResolver(categoryInputSchema);
export const providerResolver = zodResolver(providerInputSchema);
export const providerAccountResolver = zodResolver(providerAccountSchema);
export const assignProviderResolver = zodResolver(assignProviderSchema);
export const adminNotesResolver = zodResolver(adminNotesSchema);
export const societyPerkResolver = zodResolver(perkInputSchema);
export const societyEventResolver = zodResolver(eventInputSchema);
export const societyGiftResolver = zodResolver(giftInputSchema);
