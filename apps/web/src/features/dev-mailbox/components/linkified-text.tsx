import { linkify } from '../utils/linkify';

/** Plain text with its URLs as real links; no HTML is ever injected. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((segment, index) =>
        segment.kind === 'link' ? (
          <a
            key={index}
            href={segment.href}
            className="break-all text-gold-300 underline underline-offset-2 hover:text-gold-200"
          >
            {segment.href}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
