-- "Waiting since" of the conversations a statement touched, one conversation at a time by its
-- key. 0013 joined chat_conversations to the keys' jsonb_to_recordset, whose rows the planner
-- guesses at 100, so every chat message's trigger scanned the whole table (three rows per member;
-- found by `pnpm bench --rush`). A message touches one conversation; a seed's thousands are as
-- many primary-key updates.
CREATE OR REPLACE FUNCTION chat_conversations_waiting(keys jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE k record;
BEGIN
  FOR k IN SELECT * FROM jsonb_to_recordset(keys) AS x("user_id" integer, "channel" text) LOOP
    UPDATE "chat_conversations" c SET "waiting_since" = (
      SELECT m."created_at" FROM "chat_messages" m
      WHERE m."user_id" = c."user_id" AND m."channel" = c."channel" AND m."sender" = 'USER'
        AND m."id" > coalesce(c."last_admin_id", 0)
      ORDER BY m."id" LIMIT 1)
    WHERE c."user_id" = k."user_id" AND c."channel" = k."channel";
  END LOOP;
END $$;
