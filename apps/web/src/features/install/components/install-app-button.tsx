import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** The header's Install App button; opens the install dialog (being built). */
export function InstallAppButton() {
  return (
    <Button variant="outline" size="sm">
      <Download aria-hidden="true" /> Install App
    </Button>
  );
}
