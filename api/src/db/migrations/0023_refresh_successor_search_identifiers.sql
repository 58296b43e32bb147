-- A refresh token presented again within its grace (two renewals raced) answers the token its
-- first use issued, not another one: that token is derived from the used one and this random
-- salt (HMAC-SHA-256), so only a holder of the used token can be given it again and the
-- database still holds no token that works.
alter table refresh_tokens add column successor_salt text;

-- Search by identifier: an article's DOI and its journal's ISSNs, a book's ISBNs, each
-- normalized as search-index.ts writes them (lower case; ISSN and ISBN without hyphens), which
-- the text-search parser would otherwise cut into numbers that match other documents.
alter table search_documents add column identifiers text[] not null default '{}';
create index search_documents_identifiers_idx on search_documents using gin (identifiers);
