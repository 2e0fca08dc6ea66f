import { serviceRequestFormSchema } from '@aurum/shared/requests/request-contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { RequestFormData, RequestFormValues } from './request-form-values';

/**
 * The concierge form's checks: the shared schema, loaded after the form (lazyResolver, ADR 022).
 * The form holds '' for "no service type chosen", which the schema refuses with its message.
 */
export const requestFormResolver = zodResolver(serviceRequestFormSchema) as unknown as Resolver<
  RequestFormValues,
  unknown,
  RequestFormData
>;
