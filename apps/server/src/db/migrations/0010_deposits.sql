-- Deposits: a player's payment into the wallet, by bank transfer or QR (an operator confirms it) or
-- through a payment gateway (the gateway's signed notification confirms it).

CREATE TABLE deposits (
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code       text NOT NULL REFERENCES merchants (code),
  member_id           bigint NOT NULL REFERENCES members (id),
  -- The number the player and the operator speak of; also the payment reference at the gateway.
  order_no            text NOT NULL UNIQUE,
  -- The client's id of the create request and a hash of its parameters: a retry answers this row,
  -- a retry with other parameters is refused.
  request_id          text NOT NULL,
  request_hash        text NOT NULL,
  channel_id          text NOT NULL,
  -- The channel's name when the deposit was made, in the merchant's languages.
  channel_name        jsonb NOT NULL DEFAULT '{}',
  payment_type        text NOT NULL CHECK (payment_type IN ('bank_transfer', 'qr', 'gateway')),
  vendor              text NOT NULL,
  -- The gateway adapter that takes the payment (gateway deposits only).
  gateway             text,
  currency            text NOT NULL,
  amount              bigint NOT NULL CHECK (amount > 0),
  status              text NOT NULL DEFAULT 'pending'
                        CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled', 'expired', 'failed')),
  bank_code           text NOT NULL DEFAULT '',
  bank_name           text NOT NULL DEFAULT '',
  depositor_name      text NOT NULL DEFAULT '',
  transfer_reference  text NOT NULL DEFAULT '',
  qr_code             text,
  redirect_url        text,
  gateway_reference   text,
  remark              text NOT NULL DEFAULT '',
  -- Who decided it: "operator:<name>", "cli:<user>", "gateway:<name>", "member", "system".
  decided_by          text,
  journal_entry_id    bigint REFERENCES journal_entries (id),
  created_at          timestamptz NOT NULL DEFAULT now(),
  expires_at          timestamptz NOT NULL,
  decided_at          timestamptz,
  -- Credited exactly when approved.
  CHECK ((status = 'approved') = (journal_entry_id IS NOT NULL))
);
CREATE UNIQUE INDEX deposits_request ON deposits (merchant_code, member_id, request_id);
CREATE INDEX deposits_member ON deposits (merchant_code, member_id, created_at DESC);
CREATE INDEX deposits_status ON deposits (merchant_code, status, created_at);

-- Every notification a gateway sent, kept once per (gateway, event): a replay finds its first row
-- and changes nothing.
CREATE TABLE deposit_notifications (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gateway      text NOT NULL,
  event_id     text NOT NULL,
  order_no     text NOT NULL,
  status       text NOT NULL,
  amount       bigint NOT NULL,
  outcome      text NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX deposit_notifications_event ON deposit_notifications (gateway, event_id);

-- The sandbox gateway's own side (SANDBOX_PAYMENTS=true only): the payments it was asked to take.
CREATE TABLE sandbox_gateway_payments (
  reference      text PRIMARY KEY,
  order_no       text NOT NULL UNIQUE,
  merchant_name  text NOT NULL,
  amount         bigint NOT NULL CHECK (amount > 0),
  currency       text NOT NULL,
  decimals       integer NOT NULL,
  notify_url     text NOT NULL,
  return_url     text NOT NULL,
  status         text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'cancelled')),
  created_at     timestamptz NOT NULL DEFAULT now()
);
