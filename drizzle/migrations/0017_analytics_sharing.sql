CREATE TABLE "analytics_report_subscriptions" (
	"business_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"last_sent_week" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_report_subscriptions_business_id_user_id_pk" PRIMARY KEY("business_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"name" text,
	"password_hash" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "analytics_share_links_nonce_unique" UNIQUE("nonce")
);
--> statement-breakpoint
ALTER TABLE "analytics_report_subscriptions" ADD CONSTRAINT "analytics_report_subscriptions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_report_subscriptions" ADD CONSTRAINT "analytics_report_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_share_links" ADD CONSTRAINT "analytics_share_links_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_share_links" ADD CONSTRAINT "analytics_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_share_links_business_idx" ON "analytics_share_links" USING btree ("business_id");