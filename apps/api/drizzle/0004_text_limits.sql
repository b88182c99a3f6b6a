ALTER TABLE "addresses" ALTER COLUMN "postal_code" SET DATA TYPE varchar(6);--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "block" SET DATA TYPE varchar(10);--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "street" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "building" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "level" SET DATA TYPE varchar(10);--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "unit" SET DATA TYPE varchar(10);--> statement-breakpoint
ALTER TABLE "contacts" ALTER COLUMN "name" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "contacts" ALTER COLUMN "other_relationship" SET DATA TYPE varchar(60);--> statement-breakpoint
ALTER TABLE "contacts" ALTER COLUMN "mobile_number" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "contacts" ALTER COLUMN "home_number" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "contacts" ALTER COLUMN "email" SET DATA TYPE varchar(254);--> statement-breakpoint
ALTER TABLE "contacts" ALTER COLUMN "country_code" SET DATA TYPE varchar(8);--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "name" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "email" SET DATA TYPE varchar(254);--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "referral_code" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "national_id" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "loved_ones" ALTER COLUMN "name" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "loved_ones" ALTER COLUMN "other_relationship" SET DATA TYPE varchar(60);--> statement-breakpoint
ALTER TABLE "loved_ones" ALTER COLUMN "national_id" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "master_codes" ALTER COLUMN "code" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "master_codes" ALTER COLUMN "key" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_profile_text_length" CHECK (coalesce(char_length("customers"."profile" ->> 'dateOfBirth'), 0) <= 255 and coalesce(char_length("customers"."profile" ->> 'countryCode'), 0) <= 8 and coalesce(char_length("customers"."profile" ->> 'email'), 0) <= 254 and coalesce(char_length("customers"."profile" ->> 'mobileNumber'), 0) <= 20 and coalesce(char_length("customers"."profile" ->> 'homeNumber'), 0) <= 20 and coalesce(char_length("customers"."profile" ->> 'otherResidentStatus'), 0) <= 60 and coalesce(char_length("customers"."profile" ->> 'nationality'), 0) <= 60 and coalesce(char_length("customers"."profile" ->> 'otherLanguage'), 0) <= 60 and coalesce(char_length("customers"."profile" ->> 'otherReligion'), 0) <= 60 and coalesce(char_length("customers"."profile" ->> 'chasExpiryDate'), 0) <= 255 and coalesce(char_length("customers"."profile" ->> 'companyName'), 0) <= 120);--> statement-breakpoint
ALTER TABLE "loved_ones" ADD CONSTRAINT "loved_ones_profile_text_length" CHECK (coalesce(char_length("loved_ones"."profile" ->> 'dateOfBirth'), 0) <= 255 and coalesce(char_length("loved_ones"."profile" ->> 'countryCode'), 0) <= 8 and coalesce(char_length("loved_ones"."profile" ->> 'email'), 0) <= 254 and coalesce(char_length("loved_ones"."profile" ->> 'mobileNumber'), 0) <= 20 and coalesce(char_length("loved_ones"."profile" ->> 'homeNumber'), 0) <= 20 and coalesce(char_length("loved_ones"."profile" ->> 'otherResidentStatus'), 0) <= 60 and coalesce(char_length("loved_ones"."profile" ->> 'nationality'), 0) <= 60 and coalesce(char_length("loved_ones"."profile" ->> 'otherLanguage'), 0) <= 60 and coalesce(char_length("loved_ones"."profile" ->> 'otherReligion'), 0) <= 60 and coalesce(char_length("loved_ones"."profile" ->> 'chasExpiryDate'), 0) <= 255 and coalesce(char_length("loved_ones"."profile" ->> 'companyName'), 0) <= 120);