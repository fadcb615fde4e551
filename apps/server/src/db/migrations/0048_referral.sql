-- Invite friends (decision 058). A member registered with another's referral code is that
-- member's friend; the loyalty job pays the referrer the merchant's rewards when the friend
-- registers, reaches the deposit threshold and reaches the valid-bet threshold, each once.

-- A real account registered with a referral code goes to the loyalty outbox (ref = the friend).
CREATE FUNCTION loyalty_member_registered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO loyalty_events (merchant_code, member_id, source, ref, occurred_at)
  VALUES (NEW.merchant_code, NEW.id, 'register', NEW.id, NEW.created_at);
  RETURN NULL;
END $$;

CREATE TRIGGER members_loyalty AFTER INSERT ON members
  FOR EACH ROW WHEN (NEW.referred_by IS NOT NULL AND NEW.kind <> 'trial')
  EXECUTE FUNCTION loyalty_member_registered();

-- A friend as the referral programme sees it; blocked_reason says why it earns the referrer
-- nothing (same_address, address_limit), null when it does.
CREATE TABLE referral_friends (
  friend_id       bigint PRIMARY KEY REFERENCES members (id),
  referrer_id     bigint NOT NULL REFERENCES members (id),
  merchant_code   text NOT NULL,
  register_ip     text NOT NULL DEFAULT '',
  deposited       bigint NOT NULL DEFAULT 0,
  valid_bet       bigint NOT NULL DEFAULT 0,
  blocked_reason  text CHECK (blocked_reason IN ('same_address', 'address_limit')),
  registered_at   timestamptz NOT NULL
);
CREATE INDEX referral_friends_referrer ON referral_friends (referrer_id, registered_at DESC);
CREATE INDEX referral_friends_address ON referral_friends (referrer_id, register_ip);

-- Rewards paid for a friend, one per trigger; the money is a bonus entry (bonus.referral).
CREATE TABLE referral_rewards (
  friend_id    bigint NOT NULL REFERENCES referral_friends (friend_id),
  trigger      text NOT NULL CHECK (trigger IN ('register', 'deposit', 'bet')),
  referrer_id  bigint NOT NULL REFERENCES members (id),
  amount       bigint NOT NULL,
  paid_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (friend_id, trigger)
);
