CREATE TABLE "chat_conversations" (
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"last_id" integer NOT NULL,
	"last_user_id" integer,
	"last_admin_id" integer,
	"waiting_since" timestamp with time zone,
	CONSTRAINT "chat_conversations_user_id_channel_pk" PRIMARY KEY("user_id","channel")
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The conversations' facts follow their messages. A statement's new messages (one send, or a
-- seed's thousands at once) move each touched conversation's newest ids forward; a deletion (a
-- channel deleted, a member removed) counts the touched conversations again from what is left.
-- Then "waiting since" is the member's first message after the newest staff answer.
CREATE OR REPLACE FUNCTION chat_conversations_waiting(keys jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "chat_conversations" c SET "waiting_since" = (
    SELECT m."created_at" FROM "chat_messages" m
    WHERE m."user_id" = c."user_id" AND m."channel" = c."channel" AND m."sender" = 'USER'
      AND m."id" > coalesce(c."last_admin_id", 0)
    ORDER BY m."id" LIMIT 1)
  FROM jsonb_to_recordset(keys) AS k("user_id" integer, "channel" text)
  WHERE c."user_id" = k."user_id" AND c."channel" = k."channel";
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION chat_conversations_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE keys jsonb;
BEGIN
  INSERT INTO "chat_conversations" AS c ("user_id", "channel", "last_id", "last_user_id", "last_admin_id")
  SELECT n."user_id", n."channel", max(n."id"),
    max(n."id") FILTER (WHERE n."sender" = 'USER'), max(n."id") FILTER (WHERE n."sender" = 'ADMIN')
  FROM new_messages n GROUP BY n."user_id", n."channel"
  ON CONFLICT ("user_id", "channel") DO UPDATE SET
    "last_id" = greatest(c."last_id", excluded."last_id"),
    "last_user_id" = greatest(c."last_user_id", excluded."last_user_id"),
    "last_admin_id" = greatest(c."last_admin_id", excluded."last_admin_id");
  SELECT jsonb_agg(DISTINCT jsonb_build_object('user_id', n."user_id", 'channel', n."channel"))
    INTO keys FROM new_messages n;
  PERFORM chat_conversations_waiting(coalesce(keys, '[]'::jsonb));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION chat_conversations_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE keys jsonb;
BEGIN
  SELECT jsonb_agg(DISTINCT jsonb_build_object('user_id', o."user_id", 'channel', o."channel"))
    INTO keys FROM old_messages o;
  IF keys IS NULL THEN RETURN NULL; END IF;
  DELETE FROM "chat_conversations" c
  USING jsonb_to_recordset(keys) AS k("user_id" integer, "channel" text)
  WHERE c."user_id" = k."user_id" AND c."channel" = k."channel";
  INSERT INTO "chat_conversations" ("user_id", "channel", "last_id", "last_user_id", "last_admin_id")
  SELECT m."user_id", m."channel", max(m."id"),
    max(m."id") FILTER (WHERE m."sender" = 'USER'), max(m."id") FILTER (WHERE m."sender" = 'ADMIN')
  FROM "chat_messages" m
  JOIN jsonb_to_recordset(keys) AS k("user_id" integer, "channel" text)
    ON m."user_id" = k."user_id" AND m."channel" = k."channel"
  JOIN "users" u ON u."id" = m."user_id"
  GROUP BY m."user_id", m."channel";
  PERFORM chat_conversations_waiting(keys);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER chat_conversations_inserted AFTER INSERT ON "chat_messages"
  REFERENCING NEW TABLE AS new_messages
  FOR EACH STATEMENT EXECUTE FUNCTION chat_conversations_inserted();
--> statement-breakpoint
CREATE TRIGGER chat_conversations_deleted AFTER DELETE ON "chat_messages"
  REFERENCING OLD TABLE AS old_messages
  FOR EACH STATEMENT EXECUTE FUNCTION chat_conversations_deleted();
--> statement-breakpoint
-- Every conversation a club already has, counted once.
INSERT INTO "chat_conversations" ("user_id", "channel", "last_id", "last_user_id", "last_admin_id")
SELECT "user_id", "channel", max("id"),
  max("id") FILTER (WHERE "sender" = 'USER'), max("id") FILTER (WHERE "sender" = 'ADMIN')
FROM "chat_messages" GROUP BY "user_id", "channel";
--> statement-breakpoint
UPDATE "chat_conversations" c SET "waiting_since" = (
  SELECT m."created_at" FROM "chat_messages" m
  WHERE m."user_id" = c."user_id" AND m."channel" = c."channel" AND m."sender" = 'USER'
    AND m."id" > coalesce(c."last_admin_id", 0)
  ORDER BY m."id" LIMIT 1);
