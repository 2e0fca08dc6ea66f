import escapeHtml from 'escape-html';

export interface MailContent {
  subject: string;
  /** Plain paragraphs; every one is HTML-escaped. */
  paragraphs: string[];
  /** Buttons, e.g. Confirm and Decline; each also listed with its address in the text part. */
  actions?: { label: string; url: string }[];
  footnote?: string;
}

/** The dark-and-gold Aurum e-mail: an HTML part and a plain-text part from the same content. */
export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const text = [
    ...content.paragraphs,
    ...(content.actions ?? []).map((action) => `${action.label}: ${action.url}`),
    ...(content.footnote ? [content.footnote] : []),
    '— Aurum Concierge',
  ].join('\n\n');

  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(p)}</p>`)
    .join('');
  const buttons = (content.actions ?? [])
    .map(
      (action) =>
        `<a href="${escapeHtml(action.url)}" style="display:inline-block;margin:0 12px 12px 0;background:#d4af37;color:#111;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a>`,
    )
    .join('');
  const action = buttons ? `<p style="margin:24px 0">${buttons}</p>` : '';
  const footnote = content.footnote
    ? `<p style="margin:24px 0 0;font-size:12px;color:#9a9a9a">${escapeHtml(content.footnote)}</p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#0b0b0f;font-family:Georgia,serif;color:#eee">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<h1 style="color:#d4af37;font-weight:normal;letter-spacing:2px;margin:0 0 24px">AURUM</h1>
<h2 style="font-weight:normal;margin:0 0 16px">${escapeHtml(content.subject)}</h2>
${paragraphs}${action}${footnote}
</div></body></html>`;
  return { subject: content.subject, text, html };
}
