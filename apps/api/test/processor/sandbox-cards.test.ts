import { describe, expect, it } from 'vitest';
import { ProcessorError } from '../../src/modules/processor/port';
import { SandboxRequestError } from '../../src/modules/processor/sandbox/context';
import { forEachDatabase } from '../helper';
import {
  approvalCards,
  bankMethod,
  cardInput,
  cardLikeNumbersIn,
  cardMethod,
  chargeInput,
  declineCards,
  everyTestCard,
  sandboxOn,
  sandboxTextValues,
} from './sandbox-fixtures';

async function refusal(promise: Promise<unknown>): Promise<SandboxRequestError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SandboxRequestError);
  return error as SandboxRequestError;
}

forEachDatabase((kind) => {
  describe('test cards', () => {
    it.each(approvalCards)('$number ($brand $funding) is approved', async (card) => {
      const { processor } = await sandboxOn(kind);
      const method = await cardMethod(processor, card.number);
      expect(method.card).toEqual({
        brand: card.brand,
        funding: card.funding,
        last4: card.number.slice(-4),
        expMonth: 12,
        expYear: 2030,
        name: 'Pat Doe',
      });
      const charge = await processor.charge(chargeInput(method.id));
      expect(charge).toMatchObject({
        status: 'succeeded',
        failureCode: null,
        amount: 12_345,
        methodId: method.id,
      });
      expect(charge.settledAt).toEqual(charge.createdAt);
    });

    it.each(declineCards)('$number is declined with $code, at charge and at setup', async (card) => {
      const { processor } = await sandboxOn(kind);
      const method = await cardMethod(processor, card.number);
      const charge = await processor.charge(chargeInput(method.id));
      expect(charge).toMatchObject({ status: 'failed', failureCode: card.code, settledAt: null });
      expect(charge.failureMessage).toMatch(/^Your card/);

      const setup = await processor.createSetup({
        methodKinds: ['card'],
        reference: 'r',
        idempotencyKey: card.code,
      });
      const outcome = await processor.confirmSetup({
        setupId: setup.id,
        clientSecret: setup.clientSecret ?? '',
        methodId: method.id,
      });
      expect(outcome.decline?.code).toBe(card.code);
      expect(outcome.setup).toMatchObject({ status: 'requires_payment_method', method: null });
      expect(outcome.setup.lastError).toBe(charge.failureMessage);
    });

    it('4000000000000341 saves fine and then declines every charge', async () => {
      const { processor } = await sandboxOn(kind);
      const method = await cardMethod(processor, '4000000000000341');
      const setup = await processor.createSetup({
        methodKinds: ['card'],
        reference: 'r',
        idempotencyKey: 's',
      });
      const outcome = await processor.confirmSetup({
        setupId: setup.id,
        clientSecret: setup.clientSecret ?? '',
        methodId: method.id,
      });
      expect(outcome.setup.status).toBe('succeeded');
      expect(await processor.charge(chargeInput(method.id))).toMatchObject({
        status: 'failed',
        failureCode: 'card_declined',
      });
    });
  });

  describe('tokenization', () => {
    it.each([
      ['a number failing the Luhn check', { number: '4242424242424241' }, 'incorrect_number'],
      ['a number of no accepted brand', { number: '3056930009020004' }, 'incorrect_number'],
      ['a past expiry', { expMonth: 10, expYear: 2026 }, 'invalid_expiry_year'],
      ['month 13', { expMonth: 13 }, 'invalid_expiry_month'],
      ['a four-digit CVC on a Visa', { cvc: '1234' }, 'invalid_cvc'],
      ['a three-digit CVC on an Amex', { number: '378282246310005', cvc: '123' }, 'invalid_cvc'],
      ['a real (non-test) card number', { number: '4111111111111111' }, 'card_declined'],
    ])('refuses %s with 402 %s', async (_, change, code) => {
      const { processor, database } = await sandboxOn(kind);
      const error = await refusal(processor.tokenizeCard({ ...cardInput('4242424242424242'), ...change }));
      expect({ status: error.status, code: error.code }).toEqual({ status: 402, code });
      expect(await sandboxTextValues(database)).toEqual([]);
    });

    it('accepts a number typed with spaces and a two-digit year', async () => {
      const { processor } = await sandboxOn(kind);
      const method = await processor.tokenizeCard({
        ...cardInput(''),
        number: '4242 4242 4242 4242',
        expYear: 31,
      });
      expect(method.card).toMatchObject({ last4: '4242', expYear: 2031 });
    });

    it('checks bank details: ABA routing checksum and account number', async () => {
      const { processor } = await sandboxOn(kind);
      expect((await refusal(bankMethod(processor, '000123456789', '110000001'))).code).toBe(
        'routing_number_invalid',
      );
      expect((await refusal(bankMethod(processor, '12a4'))).code).toBe('account_number_invalid');
      const method = await bankMethod(processor, '000123456789');
      expect(method.bank).toEqual({
        bankName: 'Sandbox Test Bank',
        accountType: 'checking',
        last4: '6789',
        routingNumber: '110000000',
        holderName: 'Pat Doe',
      });
    });

    it('keeps no card-number-like sequence after tokenizing every test card', async () => {
      const { processor, database } = await sandboxOn(kind);
      for (const [index, number] of everyTestCard.entries()) {
        const method = await cardMethod(processor, number);
        await processor.charge(chargeInput(method.id, { metadata: { note: 'card on file' } }));
        const key = `setup-${index}`;
        const setup = await processor.createSetup({
          methodKinds: ['card'],
          reference: 'r',
          idempotencyKey: key,
        });
        await processor.confirmSetup({
          setupId: setup.id,
          clientSecret: setup.clientSecret ?? '',
          methodId: method.id,
        });
      }
      await processor.tokenizeCard({ ...cardInput('4242424242424242'), cvc: '12' }).catch(() => {});
      await bankMethod(processor, '000123456789');
      const values = await sandboxTextValues(database);
      expect(values.length).toBeGreaterThan(50);
      expect(values.flatMap(cardLikeNumbersIn)).toEqual([]);
    });
  });

  describe('setups', () => {
    it('are confirmed with the client secret; a decline can be followed by a good card', async () => {
      const { processor } = await sandboxOn(kind);
      const setup = await processor.createSetup({
        methodKinds: ['card', 'bank'],
        reference: 'owner:7',
        idempotencyKey: 'setup-1',
        metadata: { ownerId: '7' },
      });
      expect(setup.id).toMatch(/^seti_[0-9A-Za-z]{24}$/);
      expect(setup.clientSecret).toMatch(new RegExp(`^${setup.id}_secret_[0-9A-Za-z]{24}$`));
      const secret = setup.clientSecret ?? '';

      const declined = await cardMethod(processor, '4000000000000002');
      await processor.confirmSetup({ setupId: setup.id, clientSecret: secret, methodId: declined.id });
      expect(await processor.retrieveSetup(setup.id)).toMatchObject({
        status: 'requires_payment_method',
        lastError: 'Your card was declined.',
      });

      const good = await cardMethod(processor, '5555555555554444');
      const outcome = await processor.confirmSetup({
        setupId: setup.id,
        clientSecret: secret,
        methodId: good.id,
      });
      expect(outcome.decline).toBeNull();
      expect(await processor.retrieveSetup(setup.id)).toEqual({
        id: setup.id,
        status: 'succeeded',
        method: good,
        lastError: null,
        metadata: { ownerId: '7', reference: 'owner:7' },
      });
      // confirming again with the same method is harmless; another method is refused
      await processor.confirmSetup({ setupId: setup.id, clientSecret: secret, methodId: good.id });
      const other = await cardMethod(processor, '4242424242424242');
      expect(
        (
          await refusal(
            processor.confirmSetup({ setupId: setup.id, clientSecret: secret, methodId: other.id }),
          )
        ).code,
      ).toBe('setup_intent_unexpected_state');
    });

    it('refuses a wrong client secret, a kind the setup was not made for and an unknown method', async () => {
      const { processor } = await sandboxOn(kind);
      const setup = await processor.createSetup({
        methodKinds: ['bank'],
        reference: 'r',
        idempotencyKey: 'k',
      });
      const card = await cardMethod(processor, '4242424242424242');
      const wrongSecret = `${setup.id}_secret_AAAAAAAAAAAAAAAAAAAAAAAA`;
      expect(
        (
          await refusal(
            processor.confirmSetup({ setupId: setup.id, clientSecret: wrongSecret, methodId: card.id }),
          )
        ).status,
      ).toBe(404);
      const secret = setup.clientSecret ?? '';
      expect(
        (
          await refusal(
            processor.confirmSetup({ setupId: setup.id, clientSecret: secret, methodId: card.id }),
          )
        ).code,
      ).toBe('payment_method_invalid');
      expect(
        (
          await refusal(
            processor.confirmSetup({ setupId: setup.id, clientSecret: secret, methodId: 'pm_nope' }),
          )
        ).status,
      ).toBe(404);
    });

    it('return the same setup for the same key and refuse the key with other parameters', async () => {
      const { processor } = await sandboxOn(kind);
      const input = { methodKinds: ['card' as const], reference: 'r', idempotencyKey: 'same' };
      const first = await processor.createSetup(input);
      expect(await processor.createSetup(input)).toEqual(first);
      await expect(processor.createSetup({ ...input, reference: 'other' })).rejects.toMatchObject({
        kind: 'invalid_request',
      });
    });
  });

  describe('methods and the outage switch', () => {
    it('a detached method cannot be charged', async () => {
      const { processor } = await sandboxOn(kind);
      const method = await cardMethod(processor, '4242424242424242');
      await processor.detachMethod(method.id);
      await processor.detachMethod(method.id);
      await expect(processor.charge(chargeInput(method.id))).rejects.toMatchObject({
        kind: 'invalid_request',
      });
      await expect(processor.retrieveMethod('pm_missing')).rejects.toMatchObject({ kind: 'not_found' });
    });

    it('saves bank accounts from our server once per idempotency key', async () => {
      const { processor } = await sandboxOn(kind);
      const input = {
        routingNumber: '110000000',
        accountNumber: '000123456789',
        accountType: 'savings' as const,
        bankName: 'First Community Bank',
        holderName: 'Pat Doe',
        idempotencyKey: 'legacy-1',
      };
      const method = await processor.createBankMethod(input);
      expect(method.bank).toMatchObject({
        bankName: 'First Community Bank',
        last4: '6789',
        accountType: 'savings',
      });
      expect(await processor.createBankMethod(input)).toEqual(method);
      await expect(
        processor.createBankMethod({ ...input, accountNumber: '000111111113' }),
      ).rejects.toMatchObject({
        kind: 'invalid_request',
      });
      await expect(
        processor.createBankMethod({ ...input, idempotencyKey: 'legacy-2', routingNumber: '123456789' }),
      ).rejects.toMatchObject({ kind: 'invalid_request' });
    });

    it('answers unavailable for the kind that is switched off, and only for it', async () => {
      const { processor } = await sandboxOn(kind);
      const card = await cardMethod(processor, '4242424242424242');
      const bank = await bankMethod(processor, '000123456789');
      processor.setUnavailable(['card']);
      const unavailable = { kind: 'unavailable' };
      await expect(processor.charge(chargeInput(card.id))).rejects.toMatchObject(unavailable);
      await expect(processor.charge(chargeInput(card.id))).rejects.toBeInstanceOf(ProcessorError);
      await expect(processor.tokenizeCard(cardInput('4242424242424242'))).rejects.toMatchObject(unavailable);
      await expect(
        processor.createSetup({ methodKinds: ['card'], reference: 'r', idempotencyKey: 'u' }),
      ).rejects.toMatchObject(unavailable);
      expect((await processor.charge(chargeInput(bank.id))).status).toBe('processing');
      processor.setUnavailable([]);
      expect((await processor.charge(chargeInput(card.id))).status).toBe('succeeded');
    });
  });
});
