ALTER TABLE "feedback_forms" DROP CONSTRAINT "feedback_forms_content_id_contents_id_fk";
--> statement-breakpoint
ALTER TABLE "feedback_forms" ADD CONSTRAINT "feedback_forms_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE set null ON UPDATE no action;