CREATE TABLE "evidence_reminders" (
	"content_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"stage" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evidence_reminders_content_id_due_date_stage_pk" PRIMARY KEY("content_id","due_date","stage")
);
--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "review_interval_months" smallint;--> statement-breakpoint
ALTER TABLE "evidence_reminders" ADD CONSTRAINT "evidence_reminders_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;