/** The centred, pulsing gold "Loading..." of spec 01 section 2, shown while a session or check loads. */
export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
      <p className="animate-gold-pulse font-display text-2xl tracking-wide text-gold-400">
        Loading...
      </p>
    </div>
  );
}
