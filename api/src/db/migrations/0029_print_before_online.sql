-- An article's print date is its issue's cover date, which may come before the article went
-- online: APS dates each issue the 1st of its month and puts its articles online through the
-- month. Migration 0003 required online <= print, which refused such real articles on import.
do $$
declare
  name text;
begin
  select conname into name
    from pg_constraint
   where conrelid = 'articles'::regclass and contype = 'c'
     and pg_get_constraintdef(oid) like '%published_online_date <= published_date%';
  if name is not null then
    execute format('alter table articles drop constraint %I', name);
  end if;
end;
$$;
