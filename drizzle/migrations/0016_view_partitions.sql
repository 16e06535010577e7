-- Raw page views become a table partitioned by month of created_at (UTC), so a month past the retention is
-- dropped at once instead of deleted row by row. The rows are kept: the table is renamed, the partitioned one made
-- beside it (its key now holds created_at, as partitioning requires), every month from the oldest row (or the
-- default retention, 400 days) to three months ahead gets its partition, a DEFAULT partition catches any other
-- instant so an insert never fails, and the rows are copied across. The ids go on from the same sequence.
-- The analytics module's partitions.ts keeps months ahead and drops old ones from then on.
ALTER TABLE "page_view_events" RENAME TO "page_view_events_unpartitioned";--> statement-breakpoint
ALTER TABLE "page_view_events_unpartitioned" DROP CONSTRAINT "page_view_events_business_id_businesses_id_fk";--> statement-breakpoint
DROP INDEX "page_view_events_business_idx";--> statement-breakpoint
DROP INDEX "page_view_events_created_idx";--> statement-breakpoint
ALTER TABLE "page_view_events_unpartitioned" RENAME CONSTRAINT "page_view_events_pkey" TO "page_view_events_unpartitioned_pkey";--> statement-breakpoint
CREATE TABLE "page_view_events" (
	"id" bigint DEFAULT nextval('page_view_events_id_seq'::regclass) NOT NULL,
	"business_id" integer,
	"path" text NOT NULL,
	"referrer" text,
	"language" text,
	"visitor_hash" text NOT NULL,
	"source" text,
	"device" text,
	"browser" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_view_events_id_created_at_pk" PRIMARY KEY("id","created_at")
) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
ALTER SEQUENCE "page_view_events_id_seq" OWNED BY "page_view_events"."id";--> statement-breakpoint
ALTER TABLE "page_view_events" ADD CONSTRAINT "page_view_events_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_view_events_business_idx" ON "page_view_events" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "page_view_events_created_idx" ON "page_view_events" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "page_view_events_default" PARTITION OF "page_view_events" DEFAULT;--> statement-breakpoint
DO $$
DECLARE
  month timestamp := date_trunc('month', least(
    (SELECT min("created_at") FROM "page_view_events_unpartitioned"),
    now() - interval '400 days') AT TIME ZONE 'UTC');
  last_month timestamp := date_trunc('month', greatest(
    (SELECT max("created_at") FROM "page_view_events_unpartitioned"),
    now() + interval '3 months') AT TIME ZONE 'UTC');
BEGIN
  WHILE month <= last_month LOOP
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF "page_view_events" FOR VALUES FROM (%L) TO (%L)',
      'page_view_events_y' || to_char(month, 'YYYY') || 'm' || to_char(month, 'MM'),
      to_char(month, 'YYYY-MM-DD') || ' 00:00:00+00',
      to_char(month + interval '1 month', 'YYYY-MM-DD') || ' 00:00:00+00');
    month := month + interval '1 month';
  END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO "page_view_events" ("id", "business_id", "path", "referrer", "language", "visitor_hash", "source", "device", "browser", "created_at")
SELECT "id", "business_id", "path", "referrer", "language", "visitor_hash", "source", "device", "browser", "created_at" FROM "page_view_events_unpartitioned";--> statement-breakpoint
DROP TABLE "page_view_events_unpartitioned";
