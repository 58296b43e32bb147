-- Staff: people of the publisher, who sign in on the readers' login page and are given the admin
-- token that staff routes (imports, later every staff tool) check. The role is granted and
-- revoked only by `pnpm --filter @portal/api staff` on the server: registration writes no role,
-- so every account it makes is a reader's.
alter table users
  add column role text not null default 'reader' check (role in ('reader', 'staff')),
  add column role_changed_at timestamptz;
