/** The look of the logo link, for places that link it without the router (the landing shell). */
export const brandLogoClass =
  'inline-flex items-center gap-2.5 rounded-md font-display text-xl tracking-[0.25em] text-gold-400 uppercase transition-colors hover:text-gold-300';

/** The gold "A" mark with the Aurum word. */
export function BrandMark() {
  return (
    <>
      <img src="/favicon.svg" alt="" width={36} height={36} className="size-9" />
      Aurum
    </>
  );
}
