import { Fragment } from 'react';
import { cn } from '../../lib/cn';

/**
 * An e-mail address that never breaks mid-word: it may break only before its '@' and its dots,
 * and only a single part longer than the whole line breaks within. Give it a line of its own to
 * keep it whole wherever it fits.
 */
export function EmailAddress({ address, className }: { address: string; className?: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <span className={cn('wrap-anywhere', className)}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
