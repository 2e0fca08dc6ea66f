import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent } from '../../../components/ui/card';

/** The frame of the sign-in screens (/auth, /auth/reset): Aurum's name leading home, one card. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <Link
        to="/"
        className="mb-6 flex items-center gap-2 rounded-md font-display text-2xl tracking-[0.2em] text-gold-400 uppercase hover:text-gold-300"
      >
        <img src="/favicon.svg" alt="" className="size-9" />
        Aurum
      </Link>
      <Card className="w-full max-w-md">
        <CardContent className="p-6 sm:p-8">{children}</CardContent>
      </Card>
    </main>
  );
}
