-- A real draw's issue voided after its draw time needs a second operator, as its result does
-- (decision 076): the first operator's request waits here until another operator confirms it.
CREATE TABLE lottery_void_requests (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  issue_id     bigint NOT NULL REFERENCES lottery_issues (id),
  reason       text NOT NULL,
  requested_by bigint NOT NULL REFERENCES operators (id),
  requested_at timestamptz NOT NULL DEFAULT now(),
  state        text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'confirmed')),
  decided_by   bigint REFERENCES operators (id),
  decided_at   timestamptz,
  CHECK (decided_by IS NULL OR decided_by <> requested_by)
);

CREATE UNIQUE INDEX lottery_void_requests_pending ON lottery_void_requests (issue_id)
  WHERE state = 'pending';
