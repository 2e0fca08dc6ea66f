import { useState } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { destinationAfterSignIn, useReturnAddress } from '../../../lib/return-address';
import { useAuth } from '../hooks/use-auth';
import { SIGN_IN_WORDS, signInAudience } from '../utils/sign-in-audience';
import { AuthFrame } from './auth-frame';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Tab = 'sign-in' | 'sign-up';

/**
 * /auth: sign in and sign up (spec 01 section 2). A signed-in person goes back to the page that
 * sent them here (`?next=`), else to their home. Sent by the provider view or the staff console,
 * it speaks to providers or staff: sign-in only, without the trial.
 */
export function AuthPage() {
  const { session, loading } = useAuth();
  const [tab, setTab] = useState<Tab>('sign-in');
  const returnTo = useReturnAddress();
  const words = SIGN_IN_WORDS[signInAudience(returnTo)];

  if (loading) return <LoadingScreen />;
  if (session) return <Navigate to={destinationAfterSignIn(session.user.role, returnTo)} replace />;

  return (
    <AuthFrame>
      <h1 className="text-center font-display text-3xl font-semibold text-zinc-50">
        {words.title}
      </h1>
      <p className="mt-2 text-center text-sm text-zinc-300">{words.intro}</p>
      {words.signUp ? (
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-6">
          <TabsList>
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="sign-in">
            <SignInForm returnTo={returnTo} />
          </TabsContent>
          <TabsContent value="sign-up">
            <SignUpForm returnTo={returnTo} onUseSignIn={() => setTab('sign-in')} />
          </TabsContent>
        </Tabs>
      ) : (
        <div className="mt-6">
          <SignInForm returnTo={returnTo} />
        </div>
      )}
    </AuthFrame>
  );
}
