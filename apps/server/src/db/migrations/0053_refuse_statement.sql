-- A data-modifying statement that finds half-way that it must not take effect (a wallet that would
-- go below zero, a vendor's transaction id already taken) calls this to fail as a whole. A statement
-- run on its own is undone like a transaction then, so a movement needs no BEGIN and COMMIT round
-- trips around it (decision 065). The reason is the error's message; the code is the caller's cue.
CREATE FUNCTION refuse_statement(reason text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'BR001', MESSAGE = reason;
END
$$;
