-- Messages readers send with the contact form (POST cms/contact-message), kept for the
-- publisher's staff, who answer by e-mail. The limits are the form's (CONTACT_LIMITS).

create table contact_messages (
  id integer generated always as identity primary key,
  name text not null check (length(name) between 1 and 100 and name !~ '[[:cntrl:]]'),
  email text not null check (length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  -- Mainland mobile number, or international with its `+` prefix (PHONE_PATTERN).
  phone text check (phone ~ '^(1[34578][0-9]{9}|\+[1-9][0-9]{6,14})$'),
  country_code text not null references areas (code) check (country_code ~ '^[A-Z]{2}$'),
  -- A province or city of China: only with CN.
  region_code text references areas (code) check (region_code ~ '^[0-9]{6}$'),
  subject text not null check (length(subject) between 1 and 200 and subject !~ '[[:cntrl:]]'),
  -- Line breaks and tabs are kept; other control characters are refused before they get here.
  message text not null check (length(message) between 1 and 5000),
  -- A file the sender uploaded; the message outlives it.
  attachment_id uuid references uploads (id) on delete set null,
  -- The signed-in person who wrote; null for an anonymous reader or a deleted account.
  user_id integer references users (id) on delete set null,
  -- The language the reader used the site in: the answer is written in it.
  language text not null check (language in ('zh', 'en')),
  received_at timestamptz not null default now(),
  constraint contact_messages_region_in_china check (region_code is null or country_code = 'CN')
);
create index contact_messages_received_idx on contact_messages (received_at desc);
