-- Invite friends after real play (decision 078). A friend earns its referrer, and itself, a reward
-- only once it has a confirmed mobile, a first deposit of at least the merchant's minimum and valid
-- bets since that deposit of at least the deposit; the rewards are bonuses with a turnover
-- requirement, and a referrer is credited for at most the merchant's number of friends a day.

-- Secrets the server makes for itself once and every instance shares (the device cookie's HMAC key):
-- kept in the database so a restart or a second instance recognises the cookies the first signed.
CREATE TABLE server_secrets (
  name        text PRIMARY KEY,
  secret      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- The friend's way to its rewards: the qualifying first deposit and when it was counted, the valid
-- bets since then, when all the conditions first held (qualified_at; a reward past the daily cap
-- waits from then) and when both rewards were credited.
ALTER TABLE referral_friends ADD COLUMN first_deposit bigint;
ALTER TABLE referral_friends ADD COLUMN first_deposit_at timestamptz;
ALTER TABLE referral_friends ADD COLUMN wagered bigint NOT NULL DEFAULT 0;
ALTER TABLE referral_friends ADD COLUMN qualified_at timestamptz;
ALTER TABLE referral_friends ADD COLUMN rewarded_at timestamptz;
ALTER TABLE referral_friends ADD COLUMN decided_at timestamptz;
CREATE INDEX referral_friends_waiting ON referral_friends (qualified_at)
  WHERE qualified_at IS NOT NULL AND rewarded_at IS NULL AND blocked_reason IS NULL;

-- Why a friend is not eligible: an address or a device it shares with the referrer (same_*) or with
-- another of the referrer's friends (friend_*); the *_limit reasons are those of the old rules.
ALTER TABLE referral_friends DROP CONSTRAINT referral_friends_blocked_reason_check;
ALTER TABLE referral_friends ADD CONSTRAINT referral_friends_blocked_reason_check
  CHECK (blocked_reason IN ('same_address', 'same_device', 'friend_address', 'friend_device',
                            'address_limit', 'device_limit'));

-- The rewards of the new rules: the referrer's and the friend's own, one of each per friend (the
-- table's key); register, deposit and bet are those paid under the old rules.
ALTER TABLE referral_rewards DROP CONSTRAINT referral_rewards_trigger_check;
ALTER TABLE referral_rewards ADD CONSTRAINT referral_rewards_trigger_check
  CHECK (trigger IN ('register', 'deposit', 'bet', 'referrer', 'friend'));
CREATE INDEX referral_rewards_referrer_day ON referral_rewards (referrer_id, paid_at);

-- The operator's clusters: who else used an address or a device.
CREATE INDEX member_login_addresses_address ON member_login_addresses (client_ip);
CREATE INDEX member_login_devices_device ON member_login_devices (device_id);
