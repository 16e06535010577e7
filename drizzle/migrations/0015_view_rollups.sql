CREATE TABLE "page_view_daily" (
	"business_id" integer NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "page_view_daily_business_id_day_dimension_value_pk" PRIMARY KEY("business_id","day","dimension","value")
);
--> statement-breakpoint
ALTER TABLE "page_view_daily" ADD CONSTRAINT "page_view_daily_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;