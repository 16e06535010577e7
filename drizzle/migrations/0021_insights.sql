CREATE TABLE "analysis_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"requested_by" text,
	"language" text NOT NULL,
	"inputs_hash" text NOT NULL,
	"findings" jsonb NOT NULL,
	"model" text DEFAULT 'builtin' NOT NULL,
	"prose" jsonb,
	"model_error" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_answers" (
	"assessment_id" integer NOT NULL,
	"question" text NOT NULL,
	"value" jsonb,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text DEFAULT 'owner' NOT NULL,
	"basis" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered_by" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_answers_assessment_id_question_pk" PRIMARY KEY("assessment_id","question")
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"questionnaire" text NOT NULL,
	"state" text DEFAULT 'in_progress' NOT NULL,
	"started_by" text,
	"result" jsonb,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benchmark_scores" (
	"business_id" integer NOT NULL,
	"framework" text NOT NULL,
	"day" date NOT NULL,
	"score" real NOT NULL,
	"addressed" smallint NOT NULL,
	"total" smallint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benchmark_scores_business_id_framework_day_pk" PRIMARY KEY("business_id","framework","day")
);
--> statement-breakpoint
CREATE TABLE "content_disclosures" (
	"content_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"framework" text NOT NULL,
	"disclosure" text NOT NULL,
	"state" text DEFAULT 'suggested' NOT NULL,
	"confidence" real,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_disclosures_content_id_framework_disclosure_pk" PRIMARY KEY("content_id","framework","disclosure")
);
--> statement-breakpoint
ALTER TABLE "analysis_runs" ADD CONSTRAINT "analysis_runs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_runs" ADD CONSTRAINT "analysis_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_answers" ADD CONSTRAINT "assessment_answers_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_answers" ADD CONSTRAINT "assessment_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmark_scores" ADD CONSTRAINT "benchmark_scores_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_disclosures" ADD CONSTRAINT "content_disclosures_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_disclosures" ADD CONSTRAINT "content_disclosures_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_disclosures" ADD CONSTRAINT "content_disclosures_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_runs_business_idx" ON "analysis_runs" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "assessments_business_idx" ON "assessments" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "benchmark_scores_framework_day_idx" ON "benchmark_scores" USING btree ("framework","day");--> statement-breakpoint
CREATE INDEX "content_disclosures_business_idx" ON "content_disclosures" USING btree ("business_id","framework");