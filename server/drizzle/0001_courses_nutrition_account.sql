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
CREATE TABLE "store_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"description" text,
	"link" text NOT NULL,
	"image" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_id" integer NOT NULL,
	"name" text NOT NULL,
	"img" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drill_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"drill_id" integer NOT NULL,
	"gymnastic_id" integer NOT NULL,
	"superset_lap" smallint,
	"count" integer,
	"weight" real,
	"duration" integer,
	"max" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drills" (
	"id" serial PRIMARY KEY NOT NULL,
	"workout_id" integer NOT NULL,
	"type" text DEFAULT 'GENERAL' NOT NULL,
	"gymnastic_id" integer NOT NULL,
	"lap" smallint,
	"is_warmup" boolean DEFAULT false NOT NULL,
	"laps_count" smallint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gymnastics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"video" text,
	"image" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workout_result_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"result_id" integer NOT NULL,
	"set_id" integer NOT NULL,
	"count" real,
	"duration" real,
	"weight" real
);
--> statement-breakpoint
CREATE TABLE "workout_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_pack_id" integer NOT NULL,
	"day_id" integer NOT NULL,
	"attempt_id" text NOT NULL,
	"time" integer NOT NULL,
	"percent" smallint NOT NULL,
	"stars" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"day_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"laps" smallint DEFAULT 0 NOT NULL,
	"relax" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dieta_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"week_number" integer NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dieta_plan_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_id" integer NOT NULL,
	"day_number" integer NOT NULL,
	"day_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photo" text
);
--> statement-breakpoint
CREATE TABLE "dieta_plan_meal_foods" (
	"id" serial PRIMARY KEY NOT NULL,
	"meal_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dieta_plan_meals" (
	"id" serial PRIMARY KEY NOT NULL,
	"day_id" integer NOT NULL,
	"title" text NOT NULL,
	"time" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dieta_plan_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"week_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dieta_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"dieta_type_id" integer NOT NULL,
	"eating_type" smallint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dieta_product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dieta_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_tracking_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"calories" real DEFAULT 0 NOT NULL,
	"protein" real DEFAULT 0 NOT NULL,
	"fat" real DEFAULT 0 NOT NULL,
	"carbohydrate" real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_products" (
	"recipe_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "recipe_products_recipe_id_product_id_pk" PRIMARY KEY("recipe_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photo" text,
	"cooking_minutes" integer DEFAULT 0 NOT NULL,
	"calories" real,
	"protein" real,
	"fat" real,
	"carbohydrate" real
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
ALTER TABLE "store_packs" ADD CONSTRAINT "store_packs_category_id_store_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."store_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_days" ADD CONSTRAINT "course_days_week_id_course_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."course_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_weeks" ADD CONSTRAINT "course_weeks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_sets" ADD CONSTRAINT "drill_sets_drill_id_drills_id_fk" FOREIGN KEY ("drill_id") REFERENCES "public"."drills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drill_sets" ADD CONSTRAINT "drill_sets_gymnastic_id_gymnastics_id_fk" FOREIGN KEY ("gymnastic_id") REFERENCES "public"."gymnastics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drills" ADD CONSTRAINT "drills_workout_id_workouts_id_fk" FOREIGN KEY ("workout_id") REFERENCES "public"."workouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drills" ADD CONSTRAINT "drills_gymnastic_id_gymnastics_id_fk" FOREIGN KEY ("gymnastic_id") REFERENCES "public"."gymnastics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_result_sets" ADD CONSTRAINT "workout_result_sets_result_id_workout_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."workout_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_result_sets" ADD CONSTRAINT "workout_result_sets_set_id_drill_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."drill_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_results" ADD CONSTRAINT "workout_results_user_pack_id_user_packs_id_fk" FOREIGN KEY ("user_pack_id") REFERENCES "public"."user_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_results" ADD CONSTRAINT "workout_results_day_id_course_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."course_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_day_id_course_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."course_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dieta_files" ADD CONSTRAINT "dieta_files_plan_id_dieta_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."dieta_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dieta_plan_days" ADD CONSTRAINT "dieta_plan_days_week_id_dieta_plan_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."dieta_plan_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dieta_plan_meal_foods" ADD CONSTRAINT "dieta_plan_meal_foods_meal_id_dieta_plan_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."dieta_plan_meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dieta_plan_meal_foods" ADD CONSTRAINT "dieta_plan_meal_foods_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dieta_plan_meals" ADD CONSTRAINT "dieta_plan_meals_day_id_dieta_plan_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."dieta_plan_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dieta_plan_weeks" ADD CONSTRAINT "dieta_plan_weeks_plan_id_dieta_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."dieta_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dieta_plans" ADD CONSTRAINT "dieta_plans_dieta_type_id_dieta_types_id_fk" FOREIGN KEY ("dieta_type_id") REFERENCES "public"."dieta_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dieta_products" ADD CONSTRAINT "dieta_products_category_id_dieta_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."dieta_product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_tracking_days" ADD CONSTRAINT "food_tracking_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_products" ADD CONSTRAINT "recipe_products_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_products" ADD CONSTRAINT "recipe_products_product_id_dieta_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."dieta_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_dieta_types_uq" ON "course_dieta_types" USING btree ("course_id","dieta_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_places_uq" ON "course_places" USING btree ("course_id","place_id");--> statement-breakpoint
CREATE INDEX "dieta_target_options_target_idx" ON "dieta_target_options" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "user_packs_user_idx" ON "user_packs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "store_packs_category_idx" ON "store_packs" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "course_days_week_idx" ON "course_days" USING btree ("week_id");--> statement-breakpoint
CREATE INDEX "course_weeks_course_idx" ON "course_weeks" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "drill_sets_drill_idx" ON "drill_sets" USING btree ("drill_id");--> statement-breakpoint
CREATE INDEX "drills_workout_idx" ON "drills" USING btree ("workout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workout_result_sets_uq" ON "workout_result_sets" USING btree ("result_id","set_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workout_results_attempt_uq" ON "workout_results" USING btree ("user_pack_id","attempt_id");--> statement-breakpoint
CREATE INDEX "workout_results_day_idx" ON "workout_results" USING btree ("user_pack_id","day_id");--> statement-breakpoint
CREATE UNIQUE INDEX "workouts_day_uq" ON "workouts" USING btree ("day_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dieta_files_uq" ON "dieta_files" USING btree ("plan_id","week_number","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "dieta_plan_days_uq" ON "dieta_plan_days" USING btree ("week_id","day_number");--> statement-breakpoint
CREATE INDEX "dieta_plan_meal_foods_meal_idx" ON "dieta_plan_meal_foods" USING btree ("meal_id");--> statement-breakpoint
CREATE INDEX "dieta_plan_meals_day_idx" ON "dieta_plan_meals" USING btree ("day_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dieta_plan_weeks_uq" ON "dieta_plan_weeks" USING btree ("plan_id","week_number");--> statement-breakpoint
CREATE UNIQUE INDEX "dieta_plans_type_eating_uq" ON "dieta_plans" USING btree ("dieta_type_id","eating_type");--> statement-breakpoint
CREATE UNIQUE INDEX "food_tracking_days_uq" ON "food_tracking_days" USING btree ("user_id","day");