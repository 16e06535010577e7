CREATE TABLE "link_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"title_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" text NOT NULL,
	"description_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"icon" text,
	"thumbnail" text,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"order_key" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_view_events" ADD COLUMN "kind" text DEFAULT 'view' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_view_events" ADD COLUMN "link_block_id" integer;--> statement-breakpoint
ALTER TABLE "link_blocks" ADD CONSTRAINT "link_blocks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_blocks_business_idx" ON "link_blocks" USING btree ("business_id","order_key");--> statement-breakpoint
-- The two fixed buttons become each page's first link blocks (primary first), their title in the page's default
-- language (a button had one title), and leave businesses.links. A button with only a title or only a URL (older
-- data the form never wrote) is moved too, so nothing is lost; one without a URL is kept hidden, since it
-- leads nowhere until the owner gives it one.
INSERT INTO "link_blocks" ("business_id", "title_json", "url", "order_key", "is_hidden", "created_at", "updated_at")
SELECT b."id",
  CASE WHEN coalesce(btrim(button.value->>'title'), '') = '' THEN '{}'::jsonb ELSE jsonb_build_object(l."code", btrim(button.value->>'title')) END,
  coalesce(btrim(button.value->>'url'), ''),
  (row_number() OVER (PARTITION BY b."id" ORDER BY button.place) - 1)::integer,
  coalesce(btrim(button.value->>'url'), '') = '', b."updated_at", b."updated_at"
FROM "businesses" b
JOIN "languages" l ON l."id" = b."default_language_id"
CROSS JOIN LATERAL (VALUES (0, b."links"->'primary_button'), (1, b."links"->'secondary_button')) AS button(place, value)
WHERE jsonb_typeof(button.value) = 'object'
  AND (coalesce(btrim(button.value->>'title'), '') <> '' OR coalesce(btrim(button.value->>'url'), '') <> '')
ORDER BY b."id", button.place;--> statement-breakpoint
UPDATE "businesses" SET "links" = "links" - 'primary_button' - 'secondary_button'
WHERE "links" ? 'primary_button' OR "links" ? 'secondary_button';
