-- An import's record is written a slice of its files at a time (a thousand files' reports in one
-- statement held PGlite, and every reader, for a tenth of a second): `finished_at` is set once
-- all of them are in, and an import without it (its recording cut short) is not listed.
alter table imports alter column finished_at drop not null, alter column finished_at drop default;
