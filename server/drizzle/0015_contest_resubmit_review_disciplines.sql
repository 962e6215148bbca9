-- Issue 42 items 11 and 12.
--
-- 11. A rejected contest report is no dead end: the member sends a new one in its place. The
--     rejected report stays as history (replaced_at: when the new one came), so "one before and
--     one after report per participation" holds for the reports in force only. Rejected reports of
--     before this migration are in force (replaced_at null): their members may send a new one now,
--     and their alert says so (below).
DROP INDEX "dynamics_reports_contest_uq";--> statement-breakpoint
ALTER TABLE "dynamics_reports" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "dynamics_reports_contest_current_uq" ON "dynamics_reports" USING btree ("user_pack_id","kind") WHERE "dynamics_reports"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "dynamics_reports_contest_history_idx" ON "dynamics_reports" USING btree ("user_pack_id","kind") WHERE "dynamics_reports"."replaced_at" is not null;--> statement-breakpoint
-- The alert (and the notification) of a rejection told the member to write to the coach only;
-- it now says a new report can be sent (contest/messages.ts, reviewMessage).
UPDATE "dynamics_reports"
SET "message" = replace(
  "message",
  ' Напиши тренеру в чат — он подскажет, что исправить.',
  ' Исправь и отправь новый отчёт — кнопка "Добавить" на странице конкурса. Если нужна помощь, напиши тренеру в чат.'
)
WHERE "kind" IN ('before', 'after') AND "status" = 'reject'
  AND "message" LIKE '% Напиши тренеру в чат — он подскажет, что исправить.';--> statement-breakpoint
-- 12. A progress review is per discipline (coach, dietolog): the coach's review no longer takes
--     the report out of the dietitian's queue. An existing review becomes the review of the
--     discipline that made it, told by (in this order) the chat its comment went to, the
--     reviewer's one reviewing discipline in their staff profile, or their one assignment to the
--     member in either discipline. When none tells (the reviewer's account is gone, or the
--     reviewer had both or neither), it becomes the review of both disciplines: that review took
--     the report out of every queue, so nothing anybody had dealt with comes back, and no comment
--     is copied (a comment always had its chat, so these reviews have none).
DROP INDEX "progress_reviews_report_uq";--> statement-breakpoint
ALTER TABLE "progress_reviews" ADD COLUMN "discipline" text;--> statement-breakpoint
UPDATE "progress_reviews" SET "discipline" = "channel" WHERE "channel" IN ('coach', 'dietolog');--> statement-breakpoint
UPDATE "progress_reviews" r SET "discipline" = p."discipline"
FROM (
  SELECT "user_id", min(d) AS "discipline", count(*) AS "n"
  FROM "staff_profiles", unnest("disciplines") AS d
  WHERE d IN ('coach', 'dietolog')
  GROUP BY "user_id"
) p
WHERE r."discipline" IS NULL AND p."user_id" = r."reviewer_id" AND p."n" = 1;--> statement-breakpoint
UPDATE "progress_reviews" r SET "discipline" = a."discipline"
FROM (
  SELECT pr."id", min(ma."discipline") AS "discipline", count(DISTINCT ma."discipline") AS "n"
  FROM "progress_reviews" pr
  JOIN "member_assignments" ma
    ON ma."member_id" = pr."member_id" AND ma."staff_id" = pr."reviewer_id"
   AND ma."discipline" IN ('coach', 'dietolog')
  WHERE pr."discipline" IS NULL
  GROUP BY pr."id"
) a
WHERE r."id" = a."id" AND a."n" = 1;--> statement-breakpoint
INSERT INTO "progress_reviews" ("report_id", "member_id", "reviewer_id", "reviewed_at", "discipline", "comment", "channel", "chat_message_id")
SELECT "report_id", "member_id", "reviewer_id", "reviewed_at", 'dietolog', NULL, NULL, NULL
FROM "progress_reviews" WHERE "discipline" IS NULL;--> statement-breakpoint
UPDATE "progress_reviews" SET "discipline" = 'coach' WHERE "discipline" IS NULL;--> statement-breakpoint
ALTER TABLE "progress_reviews" ALTER COLUMN "discipline" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "progress_reviews_report_discipline_uq" ON "progress_reviews" USING btree ("report_id","discipline");
