import { escapeHtml } from './html';
import type { StoredMail } from './outbox.repository';

/** Web addresses in a mail's plain text, in order, each once. */
export function extractLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:!?)]+$/, '')))];
}

/**
 * The page's own policy. It runs no script at all; mails are shown in sandboxed `srcdoc` frames
 * (no scripts, no same origin), which inherit this policy, so inline styles are what both need.
 * Links open in a new tab: the frames may open pop-ups that leave the sandbox.
 */
export const OUTBOX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const PAGE_STYLE = `
body { margin: 0; font-family: system-ui, sans-serif; background: #f3f4f6; color: #111827; }
header { background: #4c1d95; color: #fff; padding: 16px 24px; }
header h1 { margin: 0; font-size: 20px; }
header p { margin: 4px 0 0; font-size: 14px; }
main { max-width: 900px; margin: 0 auto; padding: 16px; }
article { background: #fff; border-radius: 8px; padding: 16px; margin: 0 0 16px; box-shadow: 0 1px 2px #0002; }
article h2 { margin: 0 0 8px; font-size: 18px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0 0 12px; font-size: 14px; }
dt { font-weight: bold; } dd { margin: 0; word-break: break-all; } dd ul { margin: 0; padding-left: 18px; }
a { color: #4c1d95; }
iframe { width: 100%; height: 480px; border: 1px solid #d1d5db; border-radius: 6px; background: #fff; }
details { margin-top: 8px; } pre { white-space: pre-wrap; font-size: 13px; }
`;

function mailArticle(mail: StoredMail): string {
  const links = extractLinks(mail.text)
    .map(
      (l) =>
        `<li><a href="${escapeHtml(l)}" target="_blank" rel="noopener noreferrer">${escapeHtml(l)}</a></li>`,
    )
    .join('');
  const time = mail.createdAt.toISOString();
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Sent</dt><dd><time datetime="${time}">${time}</time></dd>
<dt>Template</dt><dd>${escapeHtml(mail.template)} (${escapeHtml(mail.lang)})</dd>
<dt>Links</dt><dd><ul>${links}</ul></dd>
</dl>
<iframe title="${escapeHtml(`Mail: ${mail.subject}`)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(mail.html)}"></iframe>
<details><summary>Plain text</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`;
}

/** The development outbox as one HTML page, newest mail first. */
export function renderOutboxPage(mails: StoredMail[], transportKind: 'smtp' | 'outbox'): string {
  const note =
    transportKind === 'smtp'
      ? 'SMTP_URL is set: mails go out through SMTP and are not kept here.'
      : `The latest ${mails.length} mail(s) the server would have sent.`;
  const body = mails.length ? mails.map(mailArticle).join('\n') : '<p>No mail yet.</p>';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fanverse development outbox</title><style>${PAGE_STYLE}</style></head>
<body>
<header><h1>Development outbox</h1><p>${escapeHtml(note)}</p></header>
<main>
${body}
</main>
</body>
</html>`;
}
