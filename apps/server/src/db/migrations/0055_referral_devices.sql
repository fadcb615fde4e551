-- Invite friends' device rules (decision 058). A device is the site's random identifier kept in
-- the browser, sent with each registration and log-in: not a fingerprint, so clearing the
-- browser's storage makes a new device. Like the address rules, it stops the casual case of one
-- person inviting themself from the phone they play on.
ALTER TABLE members ADD COLUMN register_device text NOT NULL DEFAULT '';

-- The devices members register and log in from, as member_login_addresses holds their addresses.
CREATE TABLE member_login_devices (
  member_id      bigint NOT NULL REFERENCES members (id),
  device_id      text NOT NULL,
  first_seen_at  timestamptz NOT NULL DEFAULT now(),
  last_seen_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, device_id)
);

ALTER TABLE referral_friends ADD COLUMN register_device text NOT NULL DEFAULT '';
ALTER TABLE referral_friends DROP CONSTRAINT referral_friends_blocked_reason_check;
ALTER TABLE referral_friends ADD CONSTRAINT referral_friends_blocked_reason_check
  CHECK (blocked_reason IN ('same_address', 'address_limit', 'same_device', 'device_limit'));
CREATE INDEX referral_friends_device ON referral_friends (referrer_id, register_device);
