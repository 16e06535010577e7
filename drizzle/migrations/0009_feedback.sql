CREATE TABLE "feedback_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"content_id" integer,
	"title_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"order_key" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"order_key" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"label_json" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"options_json" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"content_id" integer,
	"stakeholder_user_id" text NOT NULL,
	"stakeholder_type" text NOT NULL,
	"relationship" text NOT NULL,
	"language" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_forms" ADD CONSTRAINT "feedback_forms_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_forms" ADD CONSTRAINT "feedback_forms_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_questions" ADD CONSTRAINT "feedback_questions_form_id_feedback_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."feedback_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_form_id_feedback_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."feedback_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_stakeholder_user_id_users_id_fk" FOREIGN KEY ("stakeholder_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_forms_business_idx" ON "feedback_forms" USING btree ("business_id","order_key");--> statement-breakpoint
CREATE INDEX "feedback_forms_content_idx" ON "feedback_forms" USING btree ("content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_forms_default_key" ON "feedback_forms" USING btree ("business_id") WHERE "feedback_forms"."is_default";--> statement-breakpoint
CREATE INDEX "feedback_questions_form_idx" ON "feedback_questions" USING btree ("form_id","order_key");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_responses_stakeholder_key" ON "feedback_responses" USING btree ("form_id","stakeholder_user_id");--> statement-breakpoint
CREATE INDEX "feedback_responses_business_idx" ON "feedback_responses" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_responses_user_idx" ON "feedback_responses" USING btree ("stakeholder_user_id");