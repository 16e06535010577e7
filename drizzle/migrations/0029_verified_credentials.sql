CREATE TABLE "verified_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer,
	"business_id" integer,
	"credential" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verified_credentials" ADD CONSTRAINT "verified_credentials_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verified_credentials" ADD CONSTRAINT "verified_credentials_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verified_credentials_content_idx" ON "verified_credentials" USING btree ("content_id","id");