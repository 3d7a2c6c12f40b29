CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" text NOT NULL,
	"url" text NOT NULL,
	"previous_upload_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" integer,
	"alt_text" text,
	"decorative" boolean DEFAULT false NOT NULL,
	"caption" text,
	"credit" text,
	"focal_x" real DEFAULT 50 NOT NULL,
	"focal_y" real DEFAULT 50 NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_focal_point" CHECK ("media"."focal_x" between 0 and 100 and "media"."focal_y" between 0 and 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "media_upload_id_unique" ON "media" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at","id");