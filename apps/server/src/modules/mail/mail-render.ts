import { DEFAULT_LANG } from '@fanverse/contract';
import { MAIL_COPY, type MailCopy } from './mail-copy';
import type { MailMessage, MailVars } from './mail-types';
import { escapeHtml } from './html';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

// Colours chosen for contrast (white on #4c1d95 is 10:1; #374151 on white is 10:1), fonts every
// mail reader has. Mail readers drop <style> blocks and external CSS, hence inline styles only.
const COLORS = { page: '#f3f4f6', card: '#ffffff', text: '#374151', heading: '#111827', button: '#4c1d95' };
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Fills `{name}` placeholders from the vars; a name the vars lack stays as written. */
function fill(template: string, vars: MailVars): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** Only web addresses may become a button: anything else (javascript:, data:…) is a bug upstream. */
function checkedLink(link: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Error('mail link is not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('mail link must be http(s)');
  return url.toString();
}

function renderText(copy: MailCopy, vars: MailVars, link: string): string {
  return [
    fill(copy.greeting, vars),
    ...copy.intro.map((p) => fill(p, vars)),
    `${copy.action}:\n${link}`,
    ...copy.outro.map((p) => fill(p, vars)),
    copy.signoff,
  ].join('\n\n');
}

function paragraph(text: string): string {
  const lines = text.split('\n').map(escapeHtml).join('<br>');
  return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${COLORS.text};">${lines}</p>`;
}

function renderHtml(copy: MailCopy, lang: string, vars: MailVars, link: string): string {
  const href = escapeHtml(link);
  const button =
    `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px;">` +
    `<tr><td style="border-radius:6px;background:${COLORS.button};">` +
    `<a href="${href}" target="_blank" rel="noopener noreferrer" style="display:inline-block;padding:14px 24px;` +
    `font-family:${FONT};font-size:16px;font-weight:bold;line-height:20px;color:#ffffff;text-decoration:none;` +
    `border-radius:6px;">${escapeHtml(copy.action)}</a></td></tr></table>`;
  const fallback =
    `<p style="margin:0 0 24px;font-size:14px;line-height:20px;color:${COLORS.text};">${escapeHtml(copy.fallback)}<br>` +
    `<a href="${href}" target="_blank" rel="noopener noreferrer" style="color:${COLORS.button};word-break:break-all;">${href}</a></p>`;
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(fill(copy.subject, vars))}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLORS.page};">`,
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:${COLORS.page};">`,
    '<tr><td align="center" style="padding:24px 12px;">',
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:560px;background:${COLORS.card};border-radius:8px;">`,
    `<tr><td style="padding:32px;font-family:${FONT};">`,
    `<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${COLORS.button};">Fanverse</p>`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:${COLORS.heading};">${escapeHtml(fill(copy.heading, vars))}</h1>`,
    paragraph(fill(copy.greeting, vars)),
    ...copy.intro.map((p) => paragraph(fill(p, vars))),
    button,
    fallback,
    ...copy.outro.map((p) => paragraph(fill(p, vars))),
    paragraph(copy.signoff),
    '</td></tr></table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');
}

/** Subject, plain text and HTML of one mail, in the message's language (English if unknown). */
export function renderMail(message: MailMessage): RenderedMail {
  const copy = (MAIL_COPY[message.lang] ?? MAIL_COPY[DEFAULT_LANG])[message.template];
  if (!copy) throw new Error(`unknown mail template: ${String(message.template)}`);
  const link = checkedLink(message.vars.link);
  return {
    subject: fill(copy.subject, message.vars),
    text: renderText(copy, message.vars, link),
    html: renderHtml(copy, MAIL_COPY[message.lang] ? message.lang : DEFAULT_LANG, message.vars, link),
  };
}
