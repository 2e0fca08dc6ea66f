import type { ServiceRequestDetail } from '@aurum/shared/requests/request-contract';
import type { serviceRequestFormSchema } from '@aurum/shared/requests/request-contract';
import { SERVICE_TYPE_VALUES, type ServiceType } from '@aurum/shared/requests/service-types';
import { MEMBER_TIME_ZONE } from '@aurum/shared/time/member-time';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { z } from 'zod';

/** What the concierge form holds: every field as typed text; no service type chosen is ''. */
export interface RequestFormValues {
  service_type: ServiceType | '';
  description: string;
  preferred_date: string;
  preferred_time: string;
  location: string;
  special_requests: string;
}

/** The body of POST and PATCH /api/service-requests: the form after the shared schema. */
export type RequestFormData = z.output<typeof serviceRequestFormSchema>;

export const EMPTY_REQUEST_FORM: RequestFormValues = {
  service_type: '',
  description: '',
  preferred_date: '',
  preferred_time: '',
  location: '',
  special_requests: '',
};

const inMemberZone = (value: string | Date) =>
  new TZDate(new Date(value).getTime(), MEMBER_TIME_ZONE);

/** Today in the member's time zone, as YYYY-MM-DD. */
export function memberToday(now: Date = new Date()): string {
  return format(inMemberZone(now), 'yyyy-MM-dd');
}

const knownType = (value: string): ServiceType | '' =>
  (SERVICE_TYPE_VALUES as readonly string[]).includes(value) ? (value as ServiceType) : '';

export interface PrefilledForm {
  values: RequestFormValues;
  /** Book Again of a request whose date has passed: the date is left for the member to choose. */
  datePassed: boolean;
}

/**
 * The form filled from an existing request: for Modify Request (everything as it is) or for
 * Book Again (`bookAgain`, where a date that has passed is left empty).
 */
export function formValuesOf(
  request: ServiceRequestDetail,
  { bookAgain = false, now = new Date() }: { bookAgain?: boolean; now?: Date } = {},
): PrefilledForm {
  const when = request.preferred_date ? inMemberZone(request.preferred_date) : null;
  const date = when ? format(when, 'yyyy-MM-dd') : '';
  const time = when && request.preferred_time_set ? format(when, 'HH:mm') : '';
  const datePassed = bookAgain && date !== '' && date < memberToday(now);
  return {
    values: {
      service_type: knownType(request.service_type),
      description: request.description,
      preferred_date: datePassed ? '' : date,
      preferred_time: time,
      location: request.location ?? '',
      special_requests: request.special_requests ?? '',
    },
    datePassed,
  };
}
