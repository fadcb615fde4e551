-- Pictures staff upload for the site's content (banners first, decision 089). Kept in the database
-- like every other upload, so any instance serves them; served at a public address that names
-- the id and a digest of the bytes, so the address of a picture never shows other bytes and may be
-- cached for a year.
CREATE TABLE content_images (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  content_type   text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  size           integer NOT NULL CHECK (size > 0 AND size <= 2097152),
  sha256         text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  bytes          bytea NOT NULL,
  uploaded_by    text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
-- The same picture uploaded twice by a merchant is one row.
CREATE UNIQUE INDEX content_images_digest ON content_images (merchant_code, sha256);
