CREATE TABLE "volunteer_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"centre_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_activities_publicId_unique" UNIQUE("public_id"),
	CONSTRAINT "volunteer_activities_dates_check" CHECK ("volunteer_activities"."start_date" <= "volunteer_activities"."end_date")
);
--> statement-breakpoint
CREATE TABLE "volunteer_attendances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"volunteer_id" uuid,
	"organisation_id" uuid,
	"day" date NOT NULL,
	"headcount" integer,
	"check_in_at" timestamp with time zone NOT NULL,
	"check_out_at" timestamp with time zone,
	CONSTRAINT "volunteer_attendances_one_attendee_check" CHECK (("volunteer_attendances"."volunteer_id" is null) <> ("volunteer_attendances"."organisation_id" is null)),
	CONSTRAINT "volunteer_attendances_out_after_in_check" CHECK ("volunteer_attendances"."check_out_at" is null or "volunteer_attendances"."check_out_at" >= "volunteer_attendances"."check_in_at"),
	CONSTRAINT "volunteer_attendances_headcount_check" CHECK ("volunteer_attendances"."headcount" is null or "volunteer_attendances"."headcount" between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "volunteer_organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(12) NOT NULL,
	"pin" varchar(4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteer_organisations_code_unique" UNIQUE("code"),
	CONSTRAINT "volunteer_organisations_code_check" CHECK ("volunteer_organisations"."code" ~ '^[A-Z0-9]{4,12}$'),
	CONSTRAINT "volunteer_organisations_pin_check" CHECK ("volunteer_organisations"."pin" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "volunteers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"national_id" varchar(20) NOT NULL,
	"mobile_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volunteers_nationalId_unique" UNIQUE("national_id")
);
--> statement-breakpoint
ALTER TABLE "volunteer_activities" ADD CONSTRAINT "volunteer_activities_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_attendances" ADD CONSTRAINT "volunteer_attendances_activity_id_volunteer_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."volunteer_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_attendances" ADD CONSTRAINT "volunteer_attendances_volunteer_id_volunteers_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."volunteers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_attendances" ADD CONSTRAINT "volunteer_attendances_organisation_id_volunteer_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."volunteer_organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_attendances_volunteer_day_unique" ON "volunteer_attendances" USING btree ("activity_id","volunteer_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_attendances_organisation_day_unique" ON "volunteer_attendances" USING btree ("activity_id","organisation_id","day");