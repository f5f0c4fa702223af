import { expressPayMessages } from '@hoa/contracts/express-pay';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/request-failure';
import { deadLinkReason, expressErrorText, renewable } from './express-errors';
import { expressPayPath, linkOfParams } from './link-session';
import { keepReceipt, readReceipt } from './receipt';

const secret = 'aF4mjE3z80ugpoRgT04kLWSHMmSB4VBKWvPzke_3AEA';
const refused = (status: number, errorCode?: string, message?: string) =>
  new ApiError({ kind: 'http', status, body: { errorCode, message } }, '/account', 'failed');

describe('the link of an express-pay address', () => {
  it('takes a known strategy and a 43-character secret, and nothing else', () => {
    expect(linkOfParams({ strategy: 'email', link: secret })).toEqual({ strategy: 'email', link: secret });
    expect(linkOfParams({ strategy: 'statement', link: secret })?.strategy).toBe('statement');
    expect(linkOfParams({ strategy: 'sms', link: secret })).toBeNull();
    expect(linkOfParams({ strategy: 'email', link: `${secret}x` })).toBeNull();
    expect(linkOfParams({ strategy: 'email', link: secret.replace('a', '!') })).toBeNull();
    expect(linkOfParams({})).toBeNull();
  });

  it('builds the addresses of its screens', () => {
    const link = { strategy: 'email', link: secret } as const;
    expect(expressPayPath(link)).toBe(`/epay/email/${secret}`);
    expect(expressPayPath(link, 'confirmation')).toBe(`/epay/email/${secret}/confirmation`);
  });
});

describe('a refused link', () => {
  it('is told apart from other failures by its code, and only an ended one offers a new link', () => {
    expect(deadLinkReason(refused(401, 'EPAY_LINK_USED'))).toBe('usedLink');
    expect(deadLinkReason(refused(401, 'EPAY_LINK_REVOKED'))).toBe('revokedLink');
    expect(deadLinkReason(refused(401))).toBeNull();
    expect(deadLinkReason(refused(500, 'INTERNAL'))).toBeNull();
    expect(renewable('usedLink')).toBe(true);
    expect(renewable('expiredLink')).toBe(true);
    expect(renewable('revokedLink')).toBe(false);
    expect(renewable('invalidLink')).toBe(false);
  });

  it('is said in the payer’s words; a lapsed session asks to open the link again, never to sign in', () => {
    expect(expressErrorText(refused(401, 'EPAY_LINK_EXPIRED'))).toBe(expressPayMessages.expiredLink);
    expect(expressErrorText(refused(401, 'UNAUTHORIZED'))).toBe(expressPayMessages.sessionEnded);
  });
});

describe('the receipt kept in the tab', () => {
  it('is read back for its own link only', () => {
    const link = { strategy: 'email', link: secret } as const;
    const receipt = {
      payment: {
        id: 7,
        status: 'processed',
        amount: 1_000,
        processingFee: 30,
        largeAmountFee: 0,
        total: 1_030,
        paymentDate: '2026-11-29',
        methodName: 'Visa ending in 4242',
        confirmationNumber: 'PMT-00000007',
        processedAt: '2026-11-29T10:00:00.000Z',
      },
      associationName: 'Harbor Pointe',
      accountNumber: '•••0001',
      payerEmail: null,
    };
    keepReceipt(link, receipt);
    expect(readReceipt(link)).toEqual(receipt);
    expect(readReceipt({ strategy: 'statement', link: secret })).toBeNull();
  });
});
