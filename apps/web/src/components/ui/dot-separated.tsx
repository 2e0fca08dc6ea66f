import { Fragment, type ReactNode } from 'react';

const isPresent = (part: ReactNode) =>
  part !== null &&
  part !== undefined &&
  part !== false &&
  !(typeof part === 'string' && !part.trim());

/**
 * The parts of a line that are present, with " · " between them: a missing part leaves no dangling
 * or doubled dot. Each part stays whole when the line wraps.
 */
export function DotSeparated({ parts }: { parts: readonly ReactNode[] }) {
  return (
    <>
      {parts.filter(isPresent).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </>
  );
}
