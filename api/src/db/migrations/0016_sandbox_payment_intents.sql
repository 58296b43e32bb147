-- The sandbox card processor's own records. A real processor keeps its payment intents on its
-- side, beyond our process; the sandbox keeps them here so that they outlive a restart or a
-- deploy of the API, and a payment under way then ends as it would have.

create table sandbox_payment_intents (
  id text primary key,
  -- One intent per key: a retried call answers the same intent.
  idempotency_key text not null unique,
  amount integer not null check (amount >= 0),
  currency text not null,
  status text not null
    check (status in ('requires_payment_method', 'processing', 'succeeded', 'failed')),
  card_brand text,
  card_last4 text,
  failure_code text,
  failure_message text,
  -- When a processing intent succeeds.
  settles_at timestamptz,
  created_at timestamptz not null default now()
);
