-- Salaries and dividends of agent contracts in the reports (decision 051). The payouts post
-- 'agent.daily.salary', 'agent.hourly.salary', 'agent.realtime.salary' and 'agent.dividend'
-- (agent-payouts/paying.ts): the team's transaction details list them as 'salary' and 'dividend',
-- and the report outbox carries them under those types, which the roll-ups add to the rebates
-- (a cost to the team the house pays, like rebates). Bodies as in 0033, plus those kinds.
CREATE OR REPLACE FUNCTION report_line_type(entry_kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN entry_kind = 'deposit' THEN 'deposit'
    WHEN entry_kind LIKE 'withdrawal.%' AND entry_kind NOT LIKE '%.fee' THEN 'withdrawal'
    WHEN entry_kind LIKE 'bonus.%' OR entry_kind = 'bonus' THEN 'bonus'
    WHEN entry_kind = 'adjustment' OR entry_kind LIKE 'adjustment.%' THEN 'adjustment'
    WHEN entry_kind = 'transfer.wallet' THEN NULL
    WHEN entry_kind LIKE 'transfer.%' THEN 'transfer'
    WHEN entry_kind = 'rebate' THEN 'rebate'
    WHEN entry_kind IN ('agent.daily.salary', 'agent.hourly.salary', 'agent.realtime.salary') THEN 'salary'
    WHEN entry_kind = 'agent.dividend' THEN 'dividend'
  END
$$;

CREATE OR REPLACE FUNCTION report_money_type(entry_kind text, account_kind text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN account_kind = 'withdrawal_hold' THEN CASE WHEN entry_kind = 'withdrawal.pay' THEN 'withdrawal' END
    WHEN account_kind <> 'main' THEN NULL
    WHEN entry_kind = 'deposit' THEN 'deposit'
    WHEN entry_kind = 'withdrawal.refund' THEN 'withdrawal'
    WHEN entry_kind LIKE 'bonus.%' OR entry_kind = 'bonus' THEN 'bonus'
    WHEN entry_kind = 'adjustment' OR entry_kind LIKE 'adjustment.%' THEN 'adjustment'
    WHEN entry_kind = 'transfer.wallet' THEN NULL
    WHEN entry_kind LIKE 'transfer.%' THEN 'transfer'
    WHEN entry_kind = 'rebate' THEN 'rebate'
    WHEN entry_kind IN ('agent.daily.salary', 'agent.hourly.salary', 'agent.realtime.salary') THEN 'salary'
    WHEN entry_kind = 'agent.dividend' THEN 'dividend'
  END
$$;

ALTER TABLE report_events DROP CONSTRAINT report_events_type_check;
ALTER TABLE report_events ADD CONSTRAINT report_events_type_check
  CHECK (type IN ('bet', 'deposit', 'withdrawal', 'bonus', 'adjustment', 'transfer', 'rebate', 'register',
                  'salary', 'dividend'));

-- Payouts posted before this migration go through the same lines and outbox.
INSERT INTO report_money_lines (posting_id, merchant_code, member_id, entry_id, occurred_at, type, kind, amount, balance_after)
SELECT p.id, a.merchant_code, a.member_id, p.entry_id, e.created_at, report_line_type(e.kind), e.kind, p.amount, p.balance_after
  FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id
 WHERE a.member_id IS NOT NULL AND a.kind = 'main' AND e.kind LIKE 'agent.%' AND report_line_type(e.kind) IS NOT NULL
ON CONFLICT (posting_id) DO NOTHING;

INSERT INTO report_events (merchant_code, member_id, type, occurred_at, amount)
SELECT a.merchant_code, a.member_id, report_money_type(e.kind, a.kind), e.created_at, p.amount
  FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id
 WHERE a.member_id IS NOT NULL AND e.kind LIKE 'agent.%' AND report_money_type(e.kind, a.kind) IS NOT NULL
 ORDER BY p.id;
