-- Transfer wallets fund themselves (decision 040): launching a game of a transfer-wallet vendor
-- moves the main balance into that vendor's wallet, and launching anything else brings vendor
-- wallets back. Each member may switch it off; it is on unless they do.
ALTER TABLE members ADD COLUMN auto_transfer boolean NOT NULL DEFAULT true;
