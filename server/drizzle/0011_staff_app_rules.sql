-- The staff app's rules (issue 28), for every installation, not only a freshly seeded one.
--
-- 1. The club's roles: named bundles of permission strings (code checks permissions, never these
--    names). An installation that made a role of the same name keeps its own.
INSERT INTO "roles" ("name", "title", "permissions") VALUES
  ('coach', 'Тренер', ARRAY['chats:reply:assigned', 'progress:review']),
  ('dietitian', 'Диетолог', ARRAY['chats:reply:assigned', 'progress:review']),
  ('psychologist', 'Психолог', ARRAY['chats:reply:assigned', 'chats:read:psych']),
  ('moderator', 'Модератор конкурса', ARRAY['contest:moderate']),
  ('editor', 'Редактор', ARRAY['articles:publish', 'notifications:send'])
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
-- The admin role of issue 31 also manages staff and reads the audit log (never the chats).
UPDATE "roles"
SET "permissions" = ARRAY(
  SELECT DISTINCT p FROM unnest("permissions" || ARRAY['members:read:all', 'staff:manage', 'audit:read']) AS p
  ORDER BY p
)
WHERE "name" = 'admin';
--> statement-breakpoint
-- 2. Whoever already holds a role is staff: a profile with the role's title as the position.
INSERT INTO "staff_profiles" ("user_id", "position", "active", "disciplines")
SELECT ur."user_id", min(r."title"), true, '{}'
FROM "user_roles" ur JOIN "roles" r ON r."id" = ur."role_id"
GROUP BY ur."user_id"
ON CONFLICT ("user_id") DO NOTHING;
--> statement-breakpoint
-- 3. Who is staff and what they may do is cached by every API process with the session
--    (modules/staff/identity.ts): any change of a role, of who holds it or of a staff profile tells
--    every process on the staff_events channel (the member's id; `*` for a role's bundle, which
--    concerns all its holders), whichever code or tool made it. Sent at commit, once per payload.
CREATE OR REPLACE FUNCTION staff_events_by_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('staff_events', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('staff_events', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION staff_events_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('staff_events', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_roles_staff_events AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION staff_events_by_user();
--> statement-breakpoint
CREATE TRIGGER staff_profiles_staff_events AFTER INSERT OR UPDATE OR DELETE ON "staff_profiles"
  FOR EACH ROW EXECUTE FUNCTION staff_events_by_user();
--> statement-breakpoint
CREATE TRIGGER roles_staff_events AFTER UPDATE OR DELETE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION staff_events_all();
--> statement-breakpoint
-- 4. The audit log is append-only: the database itself refuses any UPDATE, DELETE or TRUNCATE of
--    it, from any code or tool (the API has no such path either).
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
