CREATE TABLE "contests" (
	"id" serial PRIMARY KEY NOT NULL,
	"pack_id" integer NOT NULL,
	"name" text NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"prizes" text DEFAULT '' NOT NULL,
	"nomination_female" text DEFAULT '' NOT NULL,
	"nomination_male" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dynamics_report_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"view" text NOT NULL,
	"key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dynamics_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"report_date" date NOT NULL,
	"weight" numeric(4, 1),
	"chest_girth" numeric(4, 1),
	"waist_girth" numeric(4, 1),
	"hip_girth" numeric(4, 1),
	"kind" text DEFAULT 'dynamics' NOT NULL,
	"contest_id" integer,
	"user_pack_id" integer,
	"status" text,
	"message" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamics_report_photos" ADD CONSTRAINT "dynamics_report_photos_report_id_dynamics_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."dynamics_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamics_reports" ADD CONSTRAINT "dynamics_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamics_reports" ADD CONSTRAINT "dynamics_reports_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamics_reports" ADD CONSTRAINT "dynamics_reports_user_pack_id_user_packs_id_fk" FOREIGN KEY ("user_pack_id") REFERENCES "public"."user_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contests_pack_uq" ON "contests" USING btree ("pack_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dynamics_report_photos_view_uq" ON "dynamics_report_photos" USING btree ("report_id","view");--> statement-breakpoint
CREATE INDEX "dynamics_reports_user_date_idx" ON "dynamics_reports" USING btree ("user_id","report_date");--> statement-breakpoint
CREATE UNIQUE INDEX "dynamics_reports_idempotency_uq" ON "dynamics_reports" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "dynamics_reports_contest_uq" ON "dynamics_reports" USING btree ("user_pack_id","kind");