import {
  MARKETPLACE_DATES,
  MARKETPLACE_MESSAGES as M,
  TODAYS_SLOTS_SHOWN,
  type AvailabilitySlot,
  type ProviderDetail,
} from '@aurum/shared/marketplace/marketplace-rules';
import { CalendarCheck, Clock } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ControlField } from '../../../components/ui/control-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-error';
import { formatDate } from '@aurum/shared/format/dates';
import { johannesburgDate } from '../../../lib/format';
import { useBookSlot } from '../api/book-slot';
import { useProviderSlots } from '../api/get-provider-slots';
import { FilingAllowance, useFilingAllowance } from '../../requests/components/filing-allowance';
import { dayLabel, slotLabel } from '../utils/marketplace-format';
import { NoFreeSlots } from './no-free-slots';
import { SlotPicker } from './slot-picker';

/**
 * Today's Availability (or another day's): the day's first 8 slots and, on request, the rest of
 * the day; a slot to choose, a note and Book Service. A day without a free slot offers the next
 * day with one. Booking files a request the provider still has to confirm, and the confirmation
 * says so; the month's request allowance is told before it, as on the request form.
 */
export function AvailabilityBooking({ provider }: { provider: ProviderDetail }) {
  const today = johannesburgDate();
  const dateId = useId();
  const [date, setDate] = useState(today);
  const [chosen, setChosen] = useState<AvailabilitySlot | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [booked, setBooked] = useState<string | null>(null);
  // The spec's block shows a day's first 8 slots; "Show later times" adds the rest of the day.
  const [wholeDay, setWholeDay] = useState(false);
  const isToday = date === today;
  // Today's block comes with the provider; the whole of today, and other days, are read apart.
  const other = useProviderSlots(provider.id, date, !isToday || wholeDay);
  const book = useBookSlot(provider.id);
  const filing = useFilingAllowance();
  const read = other.data;
  const daySlots = read ? read.slots : isToday ? provider.todays_slots : [];
  const next = read ? read.next_available_date : provider.next_available_date;
  const slots = wholeDay ? daySlots : daySlots.slice(0, TODAYS_SLOTS_SHOWN);
  const later = wholeDay
    ? 0
    : isToday && !read
      ? provider.more_slots_today
        ? null
        : 0
      : Math.max(0, daySlots.length - TODAYS_SLOTS_SHOWN);

  const pickDate = (value: string) => {
    const inRange = value && value >= today && value <= MARKETPLACE_DATES.to;
    setDate(inRange ? value : today);
    setChosen(null);
    setWholeDay(false);
  };

  const submit = async () => {
    if (!chosen) {
      setMissing(true);
      return;
    }
    try {
      const { slot } = await book.mutateAsync({
        slotId: chosen.id,
        body: { description: note.trim(), location: '', special_requests: '' },
      });
      const confirmation = M.bookingAwaitsConfirmation(
        provider.name,
        dayLabel(slot.slot_date),
        slotLabel(slot),
      );
      setBooked(confirmation);
      setChosen(null);
      setNote('');
      toast.success(M.bookingRequested, { description: confirmation });
    } catch (error) {
      setChosen(null);
      if (isApiError(error, 'SLOT_TAKEN')) {
        // The slots reload with the provider (useBookSlot invalidates both).
        toast.error(M.slotTaken);
      } else {
        const description = isApiError(error, 'REQUEST_LIMIT_REACHED') ? error.message : undefined;
        toast.error(M.bookFailed, { description });
      }
    }
  };

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="availability-heading" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="availability-heading" className="font-display text-xl font-semibold text-zinc-50">
            {isToday
              ? "Today's Availability"
              : `Availability on ${formatDate(`${date}T12:00:00Z`)}`}
          </h2>
          <div className="flex items-center gap-2">
            <label htmlFor={dateId} className="text-sm text-zinc-300">
              Date
            </label>
            <Input
              id={dateId}
              type="date"
              min={today}
              max={MARKETPLACE_DATES.to}
              value={date}
              onChange={(event) => pickDate(event.target.value)}
              className="h-10 w-auto scheme-dark"
            />
          </div>
        </div>
        {!isToday && other.isPending ? (
          <div role="status" aria-label="Loading time slots" className="grid grid-cols-2 gap-2">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-11 rounded-lg" />
            ))}
          </div>
        ) : !isToday && other.isError ? (
          <p className="text-sm text-red-300">The time slots could not be loaded.</p>
        ) : slots.length === 0 ? (
          <NoFreeSlots next={next} onPick={pickDate} />
        ) : (
          <>
            <SlotPicker
              slots={slots}
              chosen={chosen?.id ?? null}
              onChoose={(slot) => {
                setChosen(slot);
                setMissing(false);
              }}
              error={missing ? 'Choose a time slot to book.' : undefined}
            />
            {later !== 0 && (
              <Button variant="outline" size="sm" onClick={() => setWholeDay(true)}>
                <Clock aria-hidden="true" className="size-4" />
                {later === null ? M.showLaterSlots : M.showMoreSlots(later)}
              </Button>
            )}
            {wholeDay && other.isFetching && !read && (
              <p role="status" className="text-sm text-zinc-400">
                Loading later times...
              </p>
            )}
          </>
        )}
        <ControlField label="Note for the provider (optional)">
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              maxLength={2000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder="Anything they should know"
            />
          )}
        </ControlField>
        <FilingAllowance filing={filing} />
        <Button
          className="w-full"
          disabled={book.isPending || filing.blocked !== null}
          onClick={() => void submit()}
        >
          <CalendarCheck aria-hidden="true" className="size-4" />
          {book.isPending ? 'Booking...' : 'Book Service'}
        </Button>
        {booked && (
          <p
            role="status"
            className="rounded-lg border border-emerald-400/40 bg-emerald-400/10 p-3 text-sm text-emerald-200"
          >
            <strong className="font-semibold">{M.bookingRequested}:</strong> {booked}{' '}
            <Link to="/request-status" className="font-semibold underline underline-offset-4">
              View request status
            </Link>
          </p>
        )}
      </section>
    </Card>
  );
}
