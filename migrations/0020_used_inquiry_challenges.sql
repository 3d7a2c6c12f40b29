CREATE TABLE "used_inquiry_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_inquiry_challenges_expires_at_idx" ON "used_inquiry_challenges" USING btree ("expires_at");