ALTER TABLE "page_view_events" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "page_view_events" ADD COLUMN "browser" text;