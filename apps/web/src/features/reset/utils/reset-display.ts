import type {
  ResetActionOutcome,
  ResetCategory,
  ResetSessionStatus,
  ResetTrigger,
} from '@aurum/shared/life-os/reset';
import type { BadgeTone } from '../../../components/ui/badge';

export const CATEGORY_LABELS: Record<ResetCategory, string> = {
  meetings: 'Meetings',
  food: 'Food',
  environment: 'Environment',
  communication: 'Communication',
  wellness: 'Wellness',
};

export const TRIGGER_LABELS: Record<ResetTrigger, string> = {
  manual: 'Started by you',
  mood: 'From your mood check-in',
};

export const STATUS_DISPLAY: Record<ResetSessionStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'In progress', tone: 'yellow' },
  completed: { label: 'Completed', tone: 'green' },
  interrupted: { label: 'Interrupted', tone: 'grey' },
};

export const OUTCOME_DISPLAY: Record<
  ResetActionOutcome['outcome'],
  { label: string; tone: BadgeTone }
> = {
  done: { label: 'Done', tone: 'green' },
  skipped: { label: 'Nothing to do', tone: 'grey' },
  failed: { label: 'Failed', tone: 'red' },
};
