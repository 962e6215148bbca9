CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"block_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_dieta_types" (
	"course_id" integer NOT NULL,
	"dieta_type_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_places" (
	"course_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"pack_id" integer NOT NULL,
	"course_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"stars_max" smallint DEFAULT 3 NOT NULL,
	"demo_day" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dieta_target_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"target_id" integer NOT NULL,
	"eating_type" smallint NOT NULL,
	"cooking_type" smallint NOT NULL,
	"dieta_type_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dieta_targets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contest" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dieta_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"shop_link" text DEFAULT '' NOT NULL,
	"contest" boolean DEFAULT false NOT NULL,
	"duration_days" integer DEFAULT 30 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pack_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"activate_before" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"frost_started_at" timestamp with time zone,
	"frost_ends_at" timestamp with time zone,
	"last_frost_at" timestamp with time zone,
	"place_id" integer,
	"place_changed_at" timestamp with time zone,
	"activity_id" integer,
	"dieta_target_id" integer,
	"eating_type" smallint,
	"is_simple" smallint,
	"dieta_type_id" integer,
	"dieta_type_changed_at" timestamp with time zone,
	"contest" boolean DEFAULT false NOT NULL,
	"contest_refused_at" timestamp with time zone,
	"weight" real,
	"height" integer,
	"birthday" bigint,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_blocks" ADD CONSTRAINT "course_blocks_category_id_course_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."course_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_dieta_types" ADD CONSTRAINT "course_dieta_types_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_dieta_types" ADD CONSTRAINT "course_dieta_types_dieta_type_id_dieta_types_id_fk" FOREIGN KEY ("dieta_type_id") REFERENCES "public"."dieta_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_places" ADD CONSTRAINT "course_places_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_places" ADD CONSTRAINT "course_places_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dieta_target_options" ADD CONSTRAINT "dieta_target_options_target_id_dieta_targets_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."dieta_targets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dieta_target_options" ADD CONSTRAINT "dieta_target_options_dieta_type_id_dieta_types_id_fk" FOREIGN KEY ("dieta_type_id") REFERENCES "public"."dieta_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packs" ADD CONSTRAINT "packs_block_id_course_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."course_blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_packs" ADD CONSTRAINT "user_packs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_packs" ADD CONSTRAINT "user_packs_pack_id_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_packs" ADD CONSTRAINT "user_packs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_packs" ADD CONSTRAINT "user_packs_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_packs" ADD CONSTRAINT "user_packs_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_packs" ADD CONSTRAINT "user_packs_dieta_target_id_dieta_targets_id_fk" FOREIGN KEY ("dieta_target_id") REFERENCES "public"."dieta_targets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_packs" ADD CONSTRAINT "user_packs_dieta_type_id_dieta_types_id_fk" FOREIGN KEY ("dieta_type_id") REFERENCES "public"."dieta_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_dieta_types_uq" ON "course_dieta_types" USING btree ("course_id","dieta_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_places_uq" ON "course_places" USING btree ("course_id","place_id");--> statement-breakpoint
CREATE INDEX "dieta_target_options_target_idx" ON "dieta_target_options" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "user_packs_user_idx" ON "user_packs" USING btree ("user_id");