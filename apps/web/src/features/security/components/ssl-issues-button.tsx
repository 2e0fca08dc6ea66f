import { ShieldAlert } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';

/** The red "SSL Issues Detected" button that opens the Security Diagnostics overlay. */
export function SslIssuesButton(props: ComponentProps<typeof Button>) {
  return (
    <Button
      variant="danger"
      size="sm"
      className="px-2.5 text-xs shadow-lg sm:px-3 sm:text-sm"
      {...props}
    >
      <ShieldAlert aria-hidden="true" className="size-4" />
      SSL Issues Detected
    </Button>
  );
}
