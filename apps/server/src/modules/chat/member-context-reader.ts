import {
  dietSharedWithProviders,
  type SharedDiet,
} from '@aurum/shared/medical/shared-with-providers';
import type { OnboardingService } from '../onboarding/onboarding.service';
import type { ProfileService } from '../profile/profile.service';
import type { ServiceRequestService } from '../requests/requests.service';
import { EMPTY_CONTEXT, type MemberContext } from './engine/member-context';
import type { MemoryBankService } from './memory-bank.service';

/** Memory entries the assistant trusts enough to act on. */
const TRUSTED_CONFIDENCE = 0.5;
const RECENT_REQUESTS = 3;

/**
 * Gathers what the assistant may know about a member, each from the module that owns it:
 * profile, onboarding answers (preferences; of the sealed medical info only the food allergies
 * and diet a chef may be told), the memory bank and recent requests. The vault is never read.
 */
export class MemberContextReader {
  constructor(
    private profiles: ProfileService,
    private onboarding: OnboardingService,
    private memory: MemoryBankService,
    private requests: ServiceRequestService,
  ) {}

  /** The member's food allergies and diet, read from their sealed medical info. */
  async diet(userId: string): Promise<SharedDiet> {
    const { medicalInfo } = await this.onboarding.load(userId);
    return dietSharedWithProviders(medicalInfo);
  }

  async read(userId: string): Promise<MemberContext> {
    const [profile, answers, memories, recent] = await Promise.all([
      this.profiles.get(userId).catch(() => null),
      this.onboarding.load(userId),
      this.memory.list(userId),
      this.requests.recent(userId, RECENT_REQUESTS),
    ]);
    const { medicalInfo, preferences } = answers;
    return {
      ...EMPTY_CONTEXT,
      firstName: profile?.name?.trim().split(/\s+/)[0] || null,
      ...dietSharedWithProviders(medicalInfo),
      cuisineTypes: preferences.dining.cuisineTypes,
      seatingPreference: preferences.dining.seatingPreference,
      diningNotes: preferences.dining.specialNotes,
      vehicleType: preferences.travel.vehicleType,
      accommodationType: preferences.travel.accommodationType,
      travelNotes: preferences.travel.travelNotes,
      communicationMethod: preferences.lifestyle.communicationMethod,
      memories: memories
        .filter((entry) => entry.verified || entry.confidence_score >= TRUSTED_CONFIDENCE)
        .map((entry) => ({
          category: entry.category,
          key: entry.preference_key,
          value: entry.preference_value,
        })),
      recentRequests: recent.map((request) => ({
        serviceType: request.service_type,
        description: request.description,
      })),
    };
  }
}
