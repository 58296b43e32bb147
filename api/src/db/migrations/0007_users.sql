-- What a person can tell about themselves beyond e-mail, password and nick name. The values are
-- checked with the same rules as the forms (@portal/shared/validation); the API checks the
-- national ID's check character and birth date, which a pattern cannot.

alter table users
  add column phone text check (phone ~ '^(1[34578][0-9]{9}|\+[1-9][0-9]{6,14})$'),
  -- ISO 3166-1 alpha-2 code of the country or region the person lives in.
  add column country_code text check (country_code ~ '^[A-Z]{2}$'),
  add column organization_name text check (char_length(organization_name) between 1 and 200),
  -- Mainland resident ID, asked for on invoices; answered to its owner only masked.
  add column national_id text check (national_id ~ '^[1-9]([0-9]{14}|[0-9]{16}[0-9X])$'),
  add column updated_at timestamptz not null default now(),
  add column password_changed_at timestamptz;

alter table users add constraint users_nick_name_length check (char_length(nick_name) between 1 and 50);
