import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../html-escape';
import { composeMail, mailTemplates, renderSample, type TemplateName, templateNames } from './catalog';
import { type Branding, renderMail, signOffText } from './render';

const branding: Branding = { name: 'Oak Ridge HOA', designTemplate: 'meadow', logoUrl: null };
const hostile = '<script>alert("x")</script>';

/** Each template's sample with every string input replaced by the hostile name. */
/** Every free text made hostile; calendar dates stay dates (the templates format them, they are not text). */
function hostileInput(value: unknown): unknown {
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : `${hostile}${value}`;
  if (Array.isArray(value)) return value.map(hostileInput);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === 'kind' || key === 'method' ? inner : hostileInput(inner),
      ]),
    );
  }
  return value;
}

describe('e-mail templates', () => {
  it.each(templateNames)('%s renders subject, text and HTML with the branding and the footer', (name) => {
    const mail = renderSample(name, branding);
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.text.endsWith(`\n\n${signOffText}`)).toBe(true);
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
    expect(mail.html).toContain('Oak Ridge HOA');
    expect(mail.html).toContain('#2f6b2f'); // meadow's primary colour
    expect(mail.html).toContain(signOffText);
    expect(mail.html).not.toMatch(/<script|javascript:|\son\w+=/i);
  });

  it.each(templateNames)('%s escapes every interpolated value in the HTML', (name: TemplateName) => {
    const template = mailTemplates[name];
    const input = hostileInput(template.sample) as typeof template.sample;
    const mail = renderMail(template.compose(input as never), { ...branding, name: hostile });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    // the plain text says it as typed: it is not HTML
    expect(`${mail.subject}\n${mail.text}`).toContain(hostile);
  });

  it('keeps the passcode text word for word', () => {
    const mail = renderMail(composeMail('verificationCode', { code: '482913' }).content, branding);
    expect(mail.subject).toBe('Your verification code: 482913');
    expect(mail.text).toBe(
      `Your verification code is 482913.\n\nIt expires in 10 minutes and works once. If you did not ask for it, you can ignore this e-mail.\n\n${signOffText}`,
    );
  });

  it('a payment reminder carries the statement link to pay now without signing in, when there is one', () => {
    const input = {
      accountNumber: '100245',
      date: '2026-12-04',
      amountText: '$150.00',
      methodName: 'Visa ending in 4242',
      editableUntil: 'Dec 3, 2026, 8:00 PM Eastern time',
      payNowHref: 'https://portal.example.com/epay/statement/Rk3v9QpX2mT7cW1yZ8nB4dF6hJ0sL5aE_-uGoIiKxYw',
    };
    const mail = renderMail(composeMail('paymentReminder', input).content, branding);
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'A payment of $150.00 for account 100245 will be made on Dec 4, 2026 from Visa ending in 4242.',
        '',
        'You can change or remove it in the portal until Dec 3, 2026, 8:00 PM Eastern time.',
        '',
        'Pay now without signing in:',
        input.payNowHref,
        '',
        'That link is the one on this month’s statement: anyone holding it can pay this account, so do not forward it. Paying through it does not cancel the scheduled payment.',
        '',
        signOffText,
      ].join('\n'),
    );
    expect(mail.html).toContain(`<a href="${input.payNowHref}"`);

    const without = renderMail(
      composeMail('paymentReminder', { ...input, payNowHref: null }).content,
      branding,
    );
    expect(without.text).not.toContain('without signing in');
    expect(without.html).not.toContain('/epay/');
  });

  it('lines up a receipt as it always did, fees only when charged', () => {
    const mail = renderMail(
      composeMail('paymentReceipt', {
        what: 'payment',
        accountNumber: 'A-1',
        confirmationNumber: 'PMT-00000007',
        date: '2026-12-01',
        amount: 10_000,
        processingFee: 295,
        largeAmountFee: 0,
        total: 10_295,
        methodName: 'Visa ending in 4242',
        pending: true,
      }).content,
      branding,
    );
    expect(mail.subject).toBe('Payment receipt: $102.95 for account A-1');
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'Thank you. We received your payment for account A-1.',
        '',
        'Confirmation number:  PMT-00000007',
        'Date:                 Dec 1, 2026',
        'Amount:               $100.00',
        'Processing fee:       $2.95',
        'Total:                $102.95',
        'Paid from:            Visa ending in 4242',
        '',
        'Bank payments take 2–4 business days to complete; we will e-mail you if the bank returns it.',
        '',
        signOffText,
      ].join('\n'),
    );
    expect(mail.html).toContain('<th scope="row"');
    expect(mail.html).not.toContain('Large payment fee');
  });

  it('shows a logo only from an absolute http(s) address, escaped', () => {
    const relative = renderSample('welcome', { ...branding, logoUrl: '/media/logo.svg' });
    expect(relative.html).not.toContain('<img');
    const absolute = renderSample('welcome', { ...branding, logoUrl: 'https://cdn.example.com/a.svg?x="1"' });
    expect(absolute.html).toContain('<img src="https://cdn.example.com/a.svg?x=&quot;1&quot;" alt=""');
    const script = renderSample('welcome', { ...branding, logoUrl: 'javascript:alert(1)' });
    expect(script.html).not.toContain('<img');
  });

  it('marks payment confirmations as optional and everything else as essential', () => {
    const optional = templateNames.filter((name) => mailTemplates[name].audience === 'paymentConfirmation');
    expect(optional.sort()).toEqual(['paymentReceipt', 'scheduleCancelled', 'scheduleConfirmed']);
  });
});
