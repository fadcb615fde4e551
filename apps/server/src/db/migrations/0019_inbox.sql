-- The member inbox, "platform information" (docs/decisions/022-inbox.md).

-- A message to one member, or to every real member of a merchant (member_id NULL) who existed when
-- it was sent. A broadcast is stored once; each reader's state lives in member_message_receipts.
CREATE TABLE member_messages (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  member_id      bigint REFERENCES members (id),
  -- 'system': a template of the site's catalogue and its params, worded in the reader's language;
  -- 'operator': a title and content per language (plain text).
  kind           text NOT NULL CHECK (kind IN ('system', 'operator')),
  template       text,
  params         jsonb NOT NULL DEFAULT '{}',
  title          jsonb,
  content        jsonb,
  -- What the message is about ("deposit:D123:credited", "operator:<uuid>"): a replay of the same
  -- approval finds its message and sends nothing.
  reference      text NOT NULL,
  sent_by        text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'system') = (template IS NOT NULL)),
  CHECK ((kind = 'operator') = (title IS NOT NULL AND content IS NOT NULL))
);
CREATE UNIQUE INDEX member_messages_reference ON member_messages (merchant_code, reference);
CREATE INDEX member_messages_personal ON member_messages (member_id, created_at DESC, id DESC)
  WHERE member_id IS NOT NULL;
CREATE INDEX member_messages_broadcast ON member_messages (merchant_code, created_at DESC, id DESC)
  WHERE member_id IS NULL;
CREATE INDEX member_messages_sent ON member_messages (merchant_code, id DESC);

-- A member's read and delete state of a message; no row: unread and kept.
CREATE TABLE member_message_receipts (
  member_id   bigint NOT NULL REFERENCES members (id),
  message_id  bigint NOT NULL REFERENCES member_messages (id),
  read_at     timestamptz,
  deleted_at  timestamptz,
  PRIMARY KEY (member_id, message_id)
);
CREATE INDEX member_message_receipts_read ON member_message_receipts (message_id) WHERE read_at IS NOT NULL;
