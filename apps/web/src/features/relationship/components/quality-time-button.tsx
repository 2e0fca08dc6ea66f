import { RELATIONSHIP_TEXTS } from '@aurum/shared/relationship/relationship-rules';
import { formatCalendarDate } from '@aurum/shared/format/dates';
import { CalendarHeart } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useScheduleQualityTime } from '../api/relationship-changes';

/** 'Schedule quality time': one click puts a quality-time evening 7 days ahead in both calendars. */
export function QualityTimeButton({
  spaceId,
  variant,
}: {
  spaceId: string;
  variant?: ButtonProps['variant'];
}) {
  const schedule = useScheduleQualityTime();
  const click = async () => {
    try {
      const event = await schedule.mutateAsync({ spaceId });
      toast.success('Quality Time Scheduled', {
        description: `${formatCalendarDate(event.date)} at ${event.time}, in both your calendars.`,
      });
    } catch (error) {
      toast.error('Could Not Schedule', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };
  return (
    <Button variant={variant} disabled={schedule.isPending} onClick={() => void click()}>
      <CalendarHeart aria-hidden="true" className="size-4" />
      {schedule.isPending ? 'Scheduling...' : RELATIONSHIP_TEXTS.scheduleQualityTime}
    </Button>
  );
}
