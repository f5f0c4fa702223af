import { type DesignTemplate, designTemplates } from '@hoa/contracts/design-templates';
import { escapeHtml } from '../../../html-escape';

/**
 * One way to turn a template's content into an e-mail: the same blocks give the plain text (what the
 * messages always said, word for word) and a simple, inline-styled HTML part with the sender's branding.
 * Every value is escaped where it enters the HTML.
 */

/** A piece of a message, rendered the same way in text and HTML. */
export type Block =
  /** A paragraph. */
  | { p: string }
  /** Label/value rows (a receipt's facts); in text the values line up after the labels. */
  | { facts: readonly (readonly [label: string, value: string])[] }
  /** One line set apart (the schedule a notice is about). */
  | { quote: string }
  /** A bulleted list. */
  | { list: readonly string[] }
  /** A button to an http(s) address; in text the address stands on its own line after the label. */
  | { link: { label: string; href: string } };

export interface MailContent {
  subject: string;
  blocks: readonly Block[];
}

/** Whose mail it is: the association (or, before one is known, the management company) and its theme. */
export interface Branding {
  name: string;
  designTemplate: DesignTemplate;
  /** An absolute http(s) logo address; a relative one cannot be shown by a mail reader. */
  logoUrl: string | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const signOffText = 'This message was sent by your community portal. Please do not reply to it.';

/** Text columns: the values of facts start here (as the receipts always laid them out). */
const factsColumn = 22;

function blockText(block: Block): string {
  if ('p' in block) return block.p;
  if ('quote' in block) return `  ${block.quote}`;
  if ('list' in block) return block.list.map((item) => `  - ${item}`).join('\n');
  if ('link' in block) return `${block.link.label}:\n${block.link.href}`;
  return block.facts.map(([label, value]) => `${`${label}:`.padEnd(factsColumn)}${value}`).join('\n');
}

const textColor = '#1f2933';
const mutedColor = '#52606d';
const font = 'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933';

function blockHtml(block: Block, accent: string): string {
  if ('p' in block) {
    return `<p style="margin:0 0 16px">${escapeHtml(block.p).replace(/\n/g, '<br>')}</p>`;
  }
  if ('quote' in block) {
    return `<p style="margin:0 0 16px;padding:8px 12px;border-left:4px solid ${accent};background:#f5f7fa">${escapeHtml(block.quote)}</p>`;
  }
  if ('list' in block) {
    const items = block.list.map((item) => `<li style="margin:0 0 4px">${escapeHtml(item)}</li>`).join('');
    return `<ul style="margin:0 0 16px;padding-left:24px">${items}</ul>`;
  }
  if ('link' in block) {
    // only web addresses become links: anything else is shown as text, never as a javascript: href
    const href = /^https?:\/\//i.test(block.link.href) ? block.link.href : null;
    if (!href)
      return `<p style="margin:0 0 16px">${escapeHtml(`${block.link.label}: ${block.link.href}`)}</p>`;
    return `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;background:${accent};color:#ffffff;font-weight:bold;text-decoration:none;border-radius:4px">${escapeHtml(block.link.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:${mutedColor};word-break:break-all">${escapeHtml(href)}</p>`;
  }
  const rows = block.facts
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;font-weight:normal;color:${mutedColor};padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;font-weight:bold;color:${textColor}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
}

function headerHtml(branding: Branding, primary: string): string {
  const logo =
    branding.logoUrl && /^https?:\/\//i.test(branding.logoUrl)
      ? `<img src="${escapeHtml(branding.logoUrl)}" alt="" height="40" style="display:block;height:40px;margin:0 0 8px">`
      : '';
  return `<tr><td style="background:${primary};color:#ffffff;padding:16px 24px">${logo}<p style="margin:0;font-size:20px;font-weight:bold;color:#ffffff">${escapeHtml(branding.name)}</p></td></tr>`;
}

/** The content as subject, plain text and HTML, under the sender's name and colours, with the footer. */
export function renderMail(content: MailContent, branding: Branding): RenderedMail {
  const theme = designTemplates[branding.designTemplate] ?? designTemplates.slate;
  const text = [...content.blocks.map(blockText), signOffText].join('\n\n');
  const body = content.blocks.map((block) => blockHtml(block, theme.accent)).join('');
  const html = [
    '<!DOCTYPE html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f5f7fa">`,
    `<table role="presentation" width="100%" style="border-collapse:collapse;background:#f5f7fa"><tr><td style="padding:24px 8px">`,
    `<table role="presentation" width="100%" style="border-collapse:collapse;max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #d9e2ec">`,
    headerHtml(branding, theme.primary),
    `<tr><td style="padding:24px;${font}">${body}</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid #d9e2ec;font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:1.5;color:${mutedColor}">`,
    `<p style="margin:0 0 4px">${escapeHtml(branding.name)}</p><p style="margin:0">${escapeHtml(signOffText)}</p>`,
    '</td></tr></table></td></tr></table></body></html>',
  ].join('');
  return { subject: content.subject, text, html };
}
