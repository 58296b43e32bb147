-- The footnotes of an article's back matter (issue 32): many publishers put the notes the body
-- marks (`<xref ref-type="fn" rid="fn1">`) in the back's `fn-group`, not in the body. They are
-- kept beside the body, as a JATS `<back>` holding only its `fn-group`s (the reference list is
-- article_references), so the full text lists them and the export writes them back.
alter table articles add column back_jats text;
