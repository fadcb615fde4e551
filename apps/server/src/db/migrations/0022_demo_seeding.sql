-- Which merchants a demo start seeded with demonstration accounts, whose passwords are published
-- (docs/decisions/026-demo-and-production-starts.md). A production start refuses such a database.
ALTER TABLE merchants ADD COLUMN demo_accounts_seeded boolean NOT NULL DEFAULT false;

-- Databases seeded before this column existed: a demonstration account's opening balance and the
-- demo inbox's welcome are only ever written by the demo seeding.
UPDATE merchants m SET demo_accounts_seeded = true
 WHERE EXISTS (SELECT 1 FROM journal_entries j
                WHERE j.merchant_code = m.code AND j.idempotency_key LIKE 'seed:demo-account:%')
    OR EXISTS (SELECT 1 FROM member_messages x
                WHERE x.merchant_code = m.code AND x.reference = 'seed:welcome');
