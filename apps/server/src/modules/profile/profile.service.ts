import type { Profile, profileUpdateSchema } from '@aurum/shared/profile/profile-contract';
import type { z } from 'zod';
import { asMember } from '../../db/as-member';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import * as repo from './profile.repo';

const orNull = (value: string) => (value === '' ? null : value);

/** Profile reads and updates, always by the signed-in member's own id (spec 01 section 6). */
export class ProfileService {
  constructor(
    private db: Database,
    private clock: Clock,
  ) {}

  async get(userId: string): Promise<Profile> {
    const profile = await asMember(this.db, userId, repo.readProfile);
    if (!profile) throw notFound('Profile not found');
    return profile;
  }

  async update(userId: string, input: z.output<typeof profileUpdateSchema>): Promise<Profile> {
    const profile = await asMember(this.db, userId, (scope) =>
      repo.updateProfile(
        scope,
        {
          name: orNull(input.name),
          phone: orNull(input.phone),
          location: orNull(input.location),
          dateOfBirth: orNull(input.date_of_birth),
          emergencyContactName: orNull(input.emergency_contact_name),
          emergencyContactPhone: orNull(input.emergency_contact_phone),
        },
        this.clock.now(),
      ),
    );
    if (!profile) throw notFound('Profile not found');
    return profile;
  }
}
