-- A person's avatar: an image they uploaded themselves (the API checks owner and kind). Deleting
-- the upload leaves the person without an avatar rather than failing.

alter table users
  add column avatar_upload_id uuid references uploads (id) on delete set null;
