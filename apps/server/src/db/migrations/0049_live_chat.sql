-- Live chat with customer service (docs/decisions/060-live-chat.md). A member has at most one live
-- conversation at a time; it waits in its queue (the VIP service for club ranks above 4) until an
-- operator takes it, and stays in the history once closed.
CREATE TABLE chat_conversations (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code    text NOT NULL REFERENCES merchants (code),
  member_id        bigint NOT NULL REFERENCES members (id),
  queue            text NOT NULL CHECK (queue IN ('service', 'vip')),
  status           text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'open', 'closed')),
  operator_id      bigint REFERENCES operators (id),
  created_at       timestamptz NOT NULL DEFAULT now(),
  taken_at         timestamptz,
  closed_at        timestamptz,
  last_message_at  timestamptz NOT NULL DEFAULT now(),
  -- The last message each side has seen: what lies above it is that side's unread count.
  member_read_id   bigint NOT NULL DEFAULT 0,
  operator_read_id bigint NOT NULL DEFAULT 0,
  CHECK ((status = 'waiting') = (operator_id IS NULL)),
  CHECK ((status = 'closed') = (closed_at IS NOT NULL))
);
CREATE UNIQUE INDEX chat_conversations_one_live ON chat_conversations (member_id) WHERE status <> 'closed';
CREATE INDEX chat_conversations_desk ON chat_conversations (merchant_code, queue, status, last_message_at);
CREATE INDEX chat_conversations_member ON chat_conversations (member_id, id);

CREATE TABLE chat_messages (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id  bigint NOT NULL REFERENCES chat_conversations (id),
  member_id        bigint NOT NULL REFERENCES members (id),
  sender           text NOT NULL CHECK (sender IN ('member', 'operator')),
  operator_id      bigint REFERENCES operators (id),
  body             text NOT NULL DEFAULT '',
  -- The sender's own reference: a retried send answers the message it already made.
  client_ref       text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((sender = 'operator') = (operator_id IS NOT NULL))
);
CREATE UNIQUE INDEX chat_messages_client_ref ON chat_messages (member_id, sender, client_ref);
CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id, id);
CREATE INDEX chat_messages_member ON chat_messages (member_id, id);

-- An image sent with a message: png or jpg by its first bytes, at most 5 MB (as the other uploads).
CREATE TABLE chat_attachments (
  message_id       bigint PRIMARY KEY REFERENCES chat_messages (id),
  content_type     text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size             integer NOT NULL,
  sha256           text NOT NULL,
  bytes            bytea NOT NULL
);
