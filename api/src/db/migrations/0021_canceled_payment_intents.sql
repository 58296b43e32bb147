-- The sandbox processor can cancel an intent still waiting for its card (a payment recorded by
-- the API but never confirmed, say the API died in between), so that nothing can charge it later.

alter table sandbox_payment_intents drop constraint sandbox_payment_intents_status_check;
alter table sandbox_payment_intents add constraint sandbox_payment_intents_status_check
  check (status in ('requires_payment_method', 'processing', 'succeeded', 'failed', 'canceled'));
