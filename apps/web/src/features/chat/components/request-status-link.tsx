import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

/** After a proposal is confirmed: the way to the member's requests. */
export function RequestStatusLink() {
  return (
    <Button asChild variant="outline" size="sm" className="mt-4">
      <Link to="/request-status">View Request Status</Link>
    </Button>
  );
}
