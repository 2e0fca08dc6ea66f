import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';

export const resolvers = async () => import('../utils/admin-form-resolvers');

export const orNull = (value: unknown) => (value === '' || value === null ? null : value);
export const numberOrNull = (value: unknown) =>
  value === '' || value === null ? null : Number(value);
export function Options<T extends string>({
  values,
  label,
}: {
  values: readonly T[];
  label: (value: T) => string;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}

export const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** A dialog around one form, mounted only while open. */
export function SocietyDialog({
  open,
  title,
  description,
  onOpenChange,
  children,
}: {
  open: boolean;
  title: string;
  description: string;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {open && children}
      </DialogContent>
    </Dialog>
  );
}
