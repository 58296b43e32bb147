-- A reference's reviews in Mathematical Reviews (MathSciNet) and zbMATH Open (issue 32), where a
-- mathematician looks a cited work up: the reference list links to both beside the DOI. An MR
-- number as its digits, seven at least as MathSciNet prints them (MR0189928 is 0189928); a
-- zbMATH document number ("an") as zbMATH prints it, 1234.56789.
alter table article_references
  add column mr text check (mr ~ '^[0-9]{7,9}$'),
  add column zbl text check (zbl ~ '^[0-9]{4}\.[0-9]{5}$');
