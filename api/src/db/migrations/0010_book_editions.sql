-- Editions: a book sold in print and as an e-book is one book with two editions, one per medium,
-- each with its own ISBN-13 and list prices in yuan (CNY, what checkout charges) and US dollars.
-- A cart line and an order item name a book and a medium, and are priced from that edition.
--
-- The books row still describes the book's first edition (medium, binding, isbn, list_price):
-- remotes deployed before editions read those fields. A deferred foreign key keeps the two in
-- agreement: every book has the edition its row describes, and a change of that edition's
-- price or ISBN carries over to the row.

create table book_editions (
  book_id integer not null references books (id) on delete cascade,
  medium text not null check (medium in ('print', 'electronic')),
  binding text not null check (binding in ('hardcover', 'softcover', 'electronic')),
  isbn text not null unique check (isbn ~ '^97[89]-[0-9-]{13}$'),
  list_price numeric(10, 2) not null check (list_price >= 0),
  list_price_usd numeric(10, 2) not null check (list_price_usd >= 0),
  primary key (book_id, medium),
  -- Only an e-book is bound "electronic".
  check ((medium = 'electronic') = (binding = 'electronic')),
  -- What books_first_edition_fkey refers to.
  unique (book_id, medium, binding, isbn, list_price)
);

-- Every book is sold at least in its own medium. Dollar prices of books sold before editions:
-- the yuan price at 7.2 to the dollar, up to the next whole dollar less five cents ($17.95).
insert into book_editions (book_id, medium, binding, isbn, list_price, list_price_usd)
select id, medium, binding, isbn, list_price,
       case when list_price = 0 then 0 else ceil(list_price / 7.2) - 0.05 end
  from books;

-- Deferred: a book and its first edition are inserted one after the other in a transaction.
alter table books
  add constraint books_first_edition_fkey
  foreign key (id, medium, binding, isbn, list_price)
  references book_editions (book_id, medium, binding, isbn, list_price)
  on update cascade
  deferrable initially deferred;
