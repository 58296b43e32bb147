-- Every import of the publisher's own content (issue 31): who sent it (a staff member through the
-- API or the staff page, or a person at the server's command line), when, whether it was a dry
-- run, and each file with its fingerprint and what became of it. Kept for the publisher's own
-- record; readers never see it, so these tables are not catalogue tables (migration 0017).
create table imports (
  id integer generated always as identity primary key,
  started_at timestamptz not null,
  finished_at timestamptz not null default now(),
  -- A staff member's account; null for the command line, or once the account is gone.
  staff_user_id integer references users (id) on delete set null,
  via text not null check (via in ('api', 'cli')),
  -- The staff member's e-mail address, or the operating system's user name at the command line.
  actor text not null check (char_length(actor) between 1 and 320),
  dry_run boolean not null
);
create index imports_started_at_idx on imports (started_at desc, id desc);

create table import_files (
  import_id integer not null references imports (id) on delete cascade,
  position integer not null check (position >= 1),
  name text not null,
  size bigint not null check (size >= 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  format text check (format in ('jats', 'onix', 'bits')),
  outcome text not null check (outcome in ('created', 'updated', 'unchanged', 'refused')),
  created integer not null check (created >= 0),
  updated integer not null check (updated >= 0),
  unchanged integer not null check (unchanged >= 0),
  problems integer not null check (problems >= 0),
  -- The file's whole report (contract ImportFileReport): its changes and problems as answered.
  report jsonb not null,
  primary key (import_id, position)
);
