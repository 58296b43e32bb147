-- Published articles from real pipelines (AMS's texml, for one) often carry only their
-- publication dates, no received or accepted date (issue 31). The order checks of 0003
-- (received < revised < accepted < online) still hold wherever the dates exist, since a check
-- with a null date passes; an accepted paper, not yet published, has nothing else to date it by.
alter table articles
  alter column received_date drop not null,
  alter column accepted_date drop not null,
  add constraint articles_accepted_has_date check (status <> 'accepted' or accepted_date is not null);
