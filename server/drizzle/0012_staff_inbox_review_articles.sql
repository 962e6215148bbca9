CREATE TABLE "inbox_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text DEFAULT 'Europe/Moscow' NOT NULL,
	"day_start_minute" integer DEFAULT 540 NOT NULL,
	"day_end_minute" integer DEFAULT 1260 NOT NULL,
	"work_days" integer[] DEFAULT '{1,2,3,4,5,6}'::integer[] NOT NULL,
	"coach_target_hours" integer DEFAULT 24 NOT NULL,
	"dietolog_target_hours" integer DEFAULT 24 NOT NULL,
	"psyhologist_target_hours" integer DEFAULT 24 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inbox_settings_one_ck" CHECK ("inbox_settings"."id" = 1),
	CONSTRAINT "inbox_settings_day_ck" CHECK ("inbox_settings"."day_start_minute" < "inbox_settings"."day_end_minute")
);
--> statement-breakpoint
CREATE TABLE "saved_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_inbox_state" (
	"staff_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"channel" text NOT NULL,
	"last_read_id" integer DEFAULT 0 NOT NULL,
	"marked_unread" boolean DEFAULT false NOT NULL,
	"snoozed_until" timestamp with time zone,
	"snoozed_at_message_id" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_inbox_state_staff_id_member_id_channel_pk" PRIMARY KEY("staff_id","member_id","channel")
);
--> statement-breakpoint
CREATE TABLE "staff_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"channel" text NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"author_position" text NOT NULL,
	"text" text NOT NULL,
	"after_message_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"decided_by" integer,
	"source" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone NOT NULL,
	"comment" text,
	"channel" text,
	"chat_message_id" integer
);
--> statement-breakpoint
CREATE TABLE "notification_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer,
	"audience" text NOT NULL,
	"member_id" integer,
	"course_id" integer,
	"text" text NOT NULL,
	"link" text,
	"recipients" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "inbox_settings" ADD CONSTRAINT "inbox_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_inbox_state" ADD CONSTRAINT "staff_inbox_state_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_inbox_state" ADD CONSTRAINT "staff_inbox_state_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_decisions" ADD CONSTRAINT "contest_decisions_report_id_dynamics_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."dynamics_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_decisions" ADD CONSTRAINT "contest_decisions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_decisions" ADD CONSTRAINT "contest_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reviews" ADD CONSTRAINT "progress_reviews_report_id_dynamics_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."dynamics_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reviews" ADD CONSTRAINT "progress_reviews_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reviews" ADD CONSTRAINT "progress_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_replies_owner_idx" ON "saved_replies" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "staff_notes_conversation_idx" ON "staff_notes" USING btree ("member_id","channel","after_message_id");--> statement-breakpoint
CREATE INDEX "contest_decisions_report_idx" ON "contest_decisions" USING btree ("report_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_reviews_report_uq" ON "progress_reviews" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "progress_reviews_member_idx" ON "progress_reviews" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_status_idx" ON "articles" USING btree ("status","id");--> statement-breakpoint
-- Upgrade: the dynamics reports an installation already had are not new to its staff. Each member's
-- latest report waits for review; the earlier ones are marked reviewed by nobody (reviewer null), so
-- the first progress queue after an upgrade is not every report the club ever received.
INSERT INTO "progress_reviews" ("report_id", "member_id", "reviewer_id", "reviewed_at")
SELECT r."id", r."user_id", NULL, now()
FROM "dynamics_reports" r
WHERE r."kind" = 'dynamics'
  AND EXISTS (
    SELECT 1 FROM "dynamics_reports" later
    WHERE later."user_id" = r."user_id" AND later."kind" = 'dynamics'
      AND (later."report_date", later."id") > (r."report_date", r."id")
  )
ON CONFLICT DO NOTHING;
