import type { MailMessage } from '../accounts/account-store';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/**
 * The sandbox mailbox (issue 23 item 1): every e-mail the exchange would have sent, newest first, each an article
 * with its recipient, subject, time and body (codes included), so a reviewer or a test reads the code as a user would.
 */
export const mailboxPage = (messages: readonly MailMessage[], to: string | null): string => {
  const items = messages
    .map(
      (
        message,
      ) => `<article aria-label="${escapeHtml(message.subject)}" style="border:1px solid #ccc;border-radius:8px;padding:12px;margin:12px 0">
<h2 style="margin:0 0 4px;font-size:18px">${escapeHtml(message.subject)}</h2>
<p style="margin:0;color:#555">To ${escapeHtml(message.to)} · <time datetime="${new Date(message.sentAt).toISOString()}">${escapeHtml(new Date(message.sentAt).toUTCString())}</time></p>
<pre style="white-space:pre-wrap;font:inherit">${escapeHtml(message.body)}</pre>
</article>`,
    )
    .join('\n');
  const title = to ? `Sandbox mailbox: ${to}` : 'Sandbox mailbox';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<style>*{box-sizing:border-box}body{font-family:system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:16px;overflow-wrap:anywhere}form{display:flex;flex-wrap:wrap;gap:8px;align-items:end}label{display:flex;flex-direction:column;gap:4px;flex:1 1 12rem;min-width:0}input{width:100%;min-width:0}</style>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>The e-mails the exchange would have sent (codes, resets), newest first. Filter with <code>?to=address</code>.</p>
<form method="get" action="/_sandbox/mailbox"><label>Address <input name="to" type="email" value="${escapeHtml(to ?? '')}"></label> <button type="submit">Show</button></form>
${messages.length === 0 ? '<p>No messages yet.</p>' : items}
</main>
</body>
</html>`;
};
