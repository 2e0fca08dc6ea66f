import { LogOut, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useSignOut } from '../../auth/hooks/use-sign-out';

export function AccountActionsCard() {
  const { signOut, signingOut } = useSignOut();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-[1.0625rem] sm:text-xl">Account Actions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <Link to="/security">
            <ShieldCheck aria-hidden="true" className="size-4" />
            Security &amp; Privacy
          </Link>
        </Button>
        <Button
          variant="outline"
          className="w-full border-red-400/60 text-red-200 hover:border-red-300 hover:bg-red-500/10 sm:w-auto"
          onClick={() => void signOut()}
          disabled={signingOut}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Sign Out
        </Button>
      </CardContent>
    </Card>
  );
}
