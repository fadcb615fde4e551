-- Operators (the back office), the audit log of what they and the system do, and durable jobs.

-- An operator authenticates with an API key; only its SHA-256 is kept (the key is 256 random bits,
-- so a fast hash is enough). An operator bound to a merchant sees only that merchant.
CREATE TABLE operators (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name           text NOT NULL UNIQUE,
  merchant_code  text REFERENCES merchants (code),
  key_hash       text NOT NULL UNIQUE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  disabled_at    timestamptz
);

-- Every operator action and every automatic decision about money, in the order it happened.
CREATE TABLE audit_log (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  actor          text NOT NULL,
  action         text NOT NULL,
  target_type    text NOT NULL,
  target_id      text NOT NULL,
  detail         jsonb NOT NULL DEFAULT '{}',
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_target ON audit_log (merchant_code, target_type, target_id);
CREATE INDEX audit_log_time ON audit_log (merchant_code, created_at);

-- Append-only: history is never rewritten, not even by the application's own database user.
CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only();

-- Durable jobs. (name, run_key) is unique: a job scheduled twice, or a recurring slot claimed by
-- several servers, exists once. A claimed job carries a lease; a server that dies mid-way lets the
-- lease run out and another one takes the job again. The handler's writes and `done` commit together.
CREATE TABLE jobs (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name          text NOT NULL,
  run_key       text NOT NULL,
  payload       jsonb NOT NULL DEFAULT '{}',
  run_at        timestamptz NOT NULL,
  state         text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed')),
  attempts      integer NOT NULL DEFAULT 0,
  leased_until  timestamptz,
  last_error    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  finished_at   timestamptz
);
CREATE UNIQUE INDEX jobs_run_key ON jobs (name, run_key);
CREATE INDEX jobs_due ON jobs (run_at) WHERE state = 'pending';
