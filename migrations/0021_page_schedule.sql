ALTER TABLE "activity_log" ADD COLUMN "actor" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pages_publish_at_idx" ON "pages" USING btree ("publish_at") WHERE "pages"."publish_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "pages_unpublish_at_idx" ON "pages" USING btree ("unpublish_at") WHERE "pages"."unpublish_at" IS NOT NULL;