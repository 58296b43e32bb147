import { UnknownIntentError } from '../processor';
import { memoryIntentStore } from '../intent-store';
import { SANDBOX_CARDS, createSandboxProcessor } from '../sandbox';

const card = (number: string) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  holder: 'Li Hua',
});

function sandbox(delayMs = 3000) {
  let clock = 1_000_000;
  const processor = createSandboxProcessor({
    delayMs,
    now: () => clock,
    store: memoryIntentStore(),
  });
  return { processor, advance: (ms: number) => (clock += ms) };
}

const intentFor = (processor: ReturnType<typeof sandbox>['processor'], key = 'PO1') =>
  processor.createIntent({ amount: 12_800, currency: 'CNY', reference: key, idempotencyKey: key });

describe('sandbox card processor', () => {
  it('makes one intent per idempotency key', async () => {
    const { processor } = sandbox();
    const first = await intentFor(processor);
    expect(first).toMatchObject({ status: 'requires_payment_method', amount: 12_800 });
    expect(await intentFor(processor)).toEqual(first);
    expect((await intentFor(processor, 'PO2')).id).not.toBe(first.id);
  });

  it('charges 4242 4242 4242 4242 at once, keeping only brand and last four digits', async () => {
    const { processor } = sandbox();
    const intent = await intentFor(processor);
    const paid = await processor.confirm(intent.id, card(SANDBOX_CARDS.success));
    expect(paid).toEqual({
      id: intent.id,
      status: 'succeeded',
      amount: 12_800,
      currency: 'CNY',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(JSON.stringify(await processor.retrieve(intent.id))).not.toContain('424242424242');
  });

  it('declines 4000 0000 0000 0002', async () => {
    const { processor } = sandbox();
    const intent = await intentFor(processor);
    expect(await processor.confirm(intent.id, card(SANDBOX_CARDS.declined))).toMatchObject({
      status: 'failed',
      failure: { code: 'card_declined', message: 'Your card was declined.' },
    });
  });

  it('keeps 4000 0000 0000 3220 processing for the delay, then succeeds', async () => {
    const { processor, advance } = sandbox(3000);
    const intent = await intentFor(processor);
    expect((await processor.confirm(intent.id, card(SANDBOX_CARDS.delayed))).status).toBe(
      'processing',
    );
    advance(2999);
    expect((await processor.retrieve(intent.id)).status).toBe('processing');
    advance(1);
    expect((await processor.retrieve(intent.id)).status).toBe('succeeded');
  });

  it('declines cards that are not test cards, and invalid ones', async () => {
    const { processor } = sandbox();
    const real = await intentFor(processor, 'real');
    expect(await processor.confirm(real.id, card('4111111111111111'))).toMatchObject({
      status: 'failed',
      failure: { code: 'not_test_card' },
    });
    const typo = await intentFor(processor, 'typo');
    expect(await processor.confirm(typo.id, card('4242424242424241'))).toMatchObject({
      status: 'failed',
      failure: { code: 'invalid_card' },
    });
  });

  it('never charges an intent twice', async () => {
    const { processor } = sandbox();
    const intent = await intentFor(processor);
    await processor.confirm(intent.id, card(SANDBOX_CARDS.declined));
    const again = await processor.confirm(intent.id, card(SANDBOX_CARDS.success));
    expect(again.status).toBe('failed');
    expect(again.card?.last4).toBe('0002');
  });

  it('cancels an intent waiting for its card, which then charges nothing', async () => {
    const { processor } = sandbox();
    const intent = await intentFor(processor);
    expect(await processor.cancel(intent.id)).toMatchObject({ status: 'canceled' });
    const confirmed = await processor.confirm(intent.id, card(SANDBOX_CARDS.success));
    expect(confirmed).toMatchObject({ status: 'canceled' });
    expect(confirmed.card).toBeUndefined();
  });

  it('does not cancel an intent confirmed first: of the two, one wins', async () => {
    const { processor } = sandbox();
    const intent = await intentFor(processor);
    await processor.confirm(intent.id, card(SANDBOX_CARDS.delayed));
    expect(await processor.cancel(intent.id)).toMatchObject({ status: 'processing' });
    const paid = await intentFor(processor, 'PO2');
    await processor.confirm(paid.id, card(SANDBOX_CARDS.success));
    expect(await processor.cancel(paid.id)).toMatchObject({ status: 'succeeded' });
  });

  it('does not know intents it did not make', async () => {
    const { processor } = sandbox();
    await expect(processor.retrieve('pi_other')).rejects.toBeInstanceOf(UnknownIntentError);
    await expect(processor.confirm('pi_other', card(SANDBOX_CARDS.success))).rejects.toThrow(
      'Unknown payment intent pi_other',
    );
  });
});
