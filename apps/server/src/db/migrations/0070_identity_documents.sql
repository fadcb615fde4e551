-- Identity documents (KYC, decision 086): a member's ID front and back, a selfie and a proof of
-- address, each reviewed by staff. The member is verified while all four current ones are approved.
CREATE TABLE identity_documents (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  member_id      bigint NOT NULL REFERENCES members (id),
  kind           text NOT NULL CHECK (kind IN ('front', 'back', 'selfie', 'address')),
  content_type   text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size           integer NOT NULL CHECK (size > 0 AND size <= 5242880),
  sha256         text NOT NULL,
  bytes          bytea NOT NULL,
  -- replaced: a newer upload of the same kind took its place (kept for the review's history)
  state          text NOT NULL DEFAULT 'pending'
                 CHECK (state IN ('pending', 'approved', 'rejected', 'replaced')),
  reason         text NOT NULL DEFAULT '',
  reviewed_by    text,
  reviewed_at    timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now()
);
-- One current document of each kind per member.
CREATE UNIQUE INDEX identity_documents_current ON identity_documents (member_id, kind)
  WHERE state <> 'replaced';
-- The review queue: a merchant's documents by state, oldest first.
CREATE INDEX identity_documents_queue ON identity_documents (merchant_code, state, id);
