import type { Gift } from '@aurum/shared/society/society-contract';
import { asMemberRead } from '../../../db/as-member';
import type { Database } from '../../../db/client';
import * as repo from './gifts.repo';

export const toGift = (gift: repo.GiftRecord): Gift => ({
  id: gift.id,
  gift_name: gift.giftName,
  sent_date: gift.sentDate,
  category: gift.category,
  value_cents: gift.valueCents,
  status: gift.status,
  note: gift.note,
});

/** The gifts a member received (staff record them in the console). */
export class GiftsService {
  constructor(private db: Database) {}

  async list(userId: string): Promise<Gift[]> {
    return (await asMemberRead(this.db, userId, repo.listMemberGifts)).map(toGift);
  }
}
