CREATE TABLE "page_upvotes" (
	"business_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_upvotes_business_id_user_id_pk" PRIMARY KEY("business_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "content_upvotes" (
	"content_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_upvotes_content_id_user_id_pk" PRIMARY KEY("content_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_view_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"business_id" integer,
	"path" text NOT NULL,
	"referrer" text,
	"language" text,
	"visitor_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "upvote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_text" text GENERATED ALWAYS AS (gp_search_text(handle || ' ' || coalesce(name_json->>'en', '') || ' ' || coalesce(name_json->>'ja', '') || ' ' || coalesce(description_json->>'en', '') || ' ' || coalesce(description_json->>'ja', ''))) STORED;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "shared_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "upvote_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "search_text" text GENERATED ALWAYS AS (gp_search_text(coalesce(title_json->>'en', '') || ' ' || coalesce(title_json->>'ja', '') || ' ' || coalesce(description_json->>'en', '') || ' ' || coalesce(description_json->>'ja', ''))) STORED;--> statement-breakpoint
ALTER TABLE "page_upvotes" ADD CONSTRAINT "page_upvotes_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_upvotes" ADD CONSTRAINT "page_upvotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_upvotes" ADD CONSTRAINT "content_upvotes_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_upvotes" ADD CONSTRAINT "content_upvotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_view_events" ADD CONSTRAINT "page_view_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_upvotes_user_idx" ON "page_upvotes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "content_upvotes_user_idx" ON "content_upvotes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "page_view_events_business_idx" ON "page_view_events" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "page_view_events_created_idx" ON "page_view_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_token_idx" ON "newsletter_subscribers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "businesses_search_grams_idx" ON "businesses" USING gin (gp_search_grams("search_text"));--> statement-breakpoint
CREATE INDEX "businesses_explore_upvotes_idx" ON "businesses" USING btree ("upvote_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "businesses"."is_published" and "businesses"."is_visible";--> statement-breakpoint
CREATE INDEX "businesses_explore_recent_idx" ON "businesses" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "businesses"."is_published" and "businesses"."is_visible";--> statement-breakpoint
CREATE INDEX "contents_search_grams_idx" ON "contents" USING gin (gp_search_grams("search_text")) WHERE "contents"."shared_to_explore";--> statement-breakpoint
CREATE INDEX "contents_explore_upvotes_idx" ON "contents" USING btree ("upvote_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contents"."shared_to_explore";--> statement-breakpoint
CREATE INDEX "contents_explore_recent_idx" ON "contents" USING btree ("shared_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "contents"."shared_to_explore";