CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_roles" text[] DEFAULT '{}' NOT NULL,
	"action" text NOT NULL,
	"member_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"discipline" text NOT NULL,
	"staff_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"assigned_by" integer,
	"ended_by" integer
);
--> statement-breakpoint
CREATE TABLE "staff_covers" (
	"id" serial PRIMARY KEY NOT NULL,
	"absent_id" integer NOT NULL,
	"cover_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_covers_period_ck" CHECK ("staff_covers"."ends_at" > "staff_covers"."starts_at"),
	CONSTRAINT "staff_covers_people_ck" CHECK ("staff_covers"."absent_id" <> "staff_covers"."cover_id")
);
--> statement-breakpoint
CREATE TABLE "staff_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"disciplines" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_assignments" ADD CONSTRAINT "member_assignments_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_assignments" ADD CONSTRAINT "member_assignments_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_assignments" ADD CONSTRAINT "member_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_assignments" ADD CONSTRAINT "member_assignments_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_covers" ADD CONSTRAINT "staff_covers_absent_id_users_id_fk" FOREIGN KEY ("absent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_covers" ADD CONSTRAINT "staff_covers_cover_id_users_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_covers" ADD CONSTRAINT "staff_covers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD CONSTRAINT "staff_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_member_idx" ON "audit_log" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_assignments_current_uq" ON "member_assignments" USING btree ("member_id","discipline") WHERE "member_assignments"."ends_at" is null;--> statement-breakpoint
CREATE INDEX "member_assignments_staff_idx" ON "member_assignments" USING btree ("staff_id","discipline","member_id") WHERE "member_assignments"."ends_at" is null;--> statement-breakpoint
CREATE INDEX "member_assignments_member_idx" ON "member_assignments" USING btree ("member_id","starts_at");--> statement-breakpoint
CREATE INDEX "staff_covers_cover_idx" ON "staff_covers" USING btree ("cover_id","ends_at");--> statement-breakpoint
CREATE INDEX "staff_covers_absent_idx" ON "staff_covers" USING btree ("absent_id","ends_at");