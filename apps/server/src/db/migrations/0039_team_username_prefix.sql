-- The team list's username search (decision 046): the merchant's members of a prefix come from the
-- index alone, with their id (probed in the tree's primary key) and username (the prefix's recheck),
-- so a prefix count reads no member row. It replaces the index of 0035 with the same key.
DROP INDEX members_username_prefix;
CREATE INDEX members_username_prefix ON members (merchant_code, lower(username) text_pattern_ops)
  INCLUDE (id, username);
