import { formatDate } from '@aurum/shared/format/dates';
import { formatMoney } from '@aurum/shared/format/money';
import {
  SOCIETY_LABELS,
  SOCIETY_TEXTS,
  type GiftStatus,
} from '@aurum/shared/society/society-rules';
import { Gift } from 'lucide-react';
import { TabEmpty, TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { useGifts } from '../api/get-society';

const STATUS_TONES: Record<GiftStatus, BadgeTone> = {
  delivered: 'green',
  enjoyed: 'gold',
  other: 'grey',
};

/** Gifts: what the concierge team sent the member (spec 02 section 3), newest first. */
export function GiftsTab() {
  const gifts = useGifts();
  if (gifts.isError) {
    return (
      <TabLoadError
        message="Your gifts could not be loaded. Check your connection."
        onRetry={() => void gifts.refetch()}
      />
    );
  }
  if (!gifts.data) return <TabSkeleton />;
  if (gifts.data.length === 0) {
    return <TabEmpty icon={<Gift aria-hidden="true" />} title={SOCIETY_TEXTS.noGifts} />;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {gifts.data.map((gift) => (
        <li key={gift.id}>
          <Card role="article" aria-label={gift.gift_name} className="flex flex-col gap-2 p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-display text-lg font-semibold text-zinc-50">{gift.gift_name}</h3>
              <Badge tone={STATUS_TONES[gift.status]}>
                {SOCIETY_LABELS.giftStatus[gift.status]}
              </Badge>
            </div>
            <p className="text-sm text-zinc-300">
              {SOCIETY_LABELS.giftCategory[gift.category]} · Sent {formatDate(gift.sent_date)}
            </p>
            <p className="text-base font-semibold text-gold-300">
              {gift.value_cents > 0 ? formatMoney(gift.value_cents) : 'With our compliments'}
            </p>
            {gift.note && <p className="text-sm text-zinc-400">{gift.note}</p>}
          </Card>
        </li>
      ))}
    </ul>
  );
}
