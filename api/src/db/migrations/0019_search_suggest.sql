-- Suggestions for a search box (GET /api/search/suggest), asked for at each keystroke: journals,
-- articles and books whose titles have a word starting with each word typed.
--
-- Built-in text search only, as in 0008 (no pg_trgm: PGlite would have to load it, and trigrams
-- find nothing shorter than three characters, which is most Chinese words). `title_words` is the
-- words of both titles ('simple' configuration: lower-cased, not stemmed, so `ope:*` finds
-- "operator") with, for the Chinese title, every character and every pair of characters: a
-- Chinese word is found by its pairs, whatever surrounds it, as no parser breaks Chinese into
-- words.

-- Han characters: CJK Unified Ideographs, Extension A and Compatibility Ideographs (as the API's
-- HAN_RUN reads a query). Costly for a function of one row: the planner is told so, and reads the
-- indexes below rather than computing it for each row of a table, however small.
create function han_grams(title text) returns tsvector
language plpgsql immutable strict parallel safe cost 1000
as $$
declare
  grams text[] := '{}';
  previous text := '';
  letter text;
  code integer;
begin
  foreach letter in array string_to_array(title, null) loop
    code := ascii(letter);
    if code between 13312 and 19903 or code between 19968 and 40959
       or code between 63744 and 64255 then
      grams := grams || letter;
      if previous <> '' then
        grams := grams || (previous || letter);
      end if;
      previous := letter;
    else
      previous := '';
    end if;
  end loop;
  return array_to_tsvector(grams);
end;
$$;

create function title_words(title_en text, title_zh text) returns tsvector
language sql immutable strict parallel safe
return to_tsvector('simple'::regconfig, title_en || ' ' || title_zh) || han_grams(title_zh);

-- New entries wait in a pending list that every search reads through, until it outgrows its
-- limit or a vacuum (which PGlite never runs) merges it: a small limit keeps that read short while
-- the seed still inserts in batches.
create index articles_title_words_idx on articles using gin (title_words(title_en, title_zh))
  with (gin_pending_list_limit = 64);
create index books_title_words_idx on books using gin (title_words(title_en, title_zh))
  with (gin_pending_list_limit = 64);
