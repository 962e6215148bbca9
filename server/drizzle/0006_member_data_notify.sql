-- Every change of a member's rows that the API caches per member (server/src/lib/member-data.ts:
-- users, user_packs, workout_results) tells every API process which member it touched, on the
-- member_data channel, whichever code or tool made it. Inside a transaction the NOTIFY is sent at
-- commit, and repeats of one member in one transaction are sent once.
CREATE OR REPLACE FUNCTION member_data_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('member_data', OLD.id::text);
  ELSE
    PERFORM pg_notify('member_data', NEW.id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_data_user_packs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('member_data', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('member_data', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_data_workout_results() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member integer;
BEGIN
  -- a result belongs to a member through its user pack (gone when the pack's delete cascades:
  -- that delete has told already)
  SELECT user_id INTO member FROM user_packs
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.user_pack_id ELSE NEW.user_pack_id END;
  IF member IS NOT NULL THEN
    PERFORM pg_notify('member_data', member::text);
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.user_pack_id <> NEW.user_pack_id THEN
    SELECT user_id INTO member FROM user_packs WHERE id = OLD.user_pack_id;
    IF member IS NOT NULL THEN
      PERFORM pg_notify('member_data', member::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_member_data AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION member_data_users();
--> statement-breakpoint
CREATE TRIGGER user_packs_member_data AFTER INSERT OR UPDATE OR DELETE ON user_packs
  FOR EACH ROW EXECUTE FUNCTION member_data_user_packs();
--> statement-breakpoint
CREATE TRIGGER workout_results_member_data AFTER INSERT OR UPDATE OR DELETE ON workout_results
  FOR EACH ROW EXECUTE FUNCTION member_data_workout_results();
