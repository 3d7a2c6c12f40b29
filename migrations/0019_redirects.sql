CREATE TABLE "not_found_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"status_code" integer DEFAULT 301 NOT NULL,
	"note" text,
	"page_id" integer,
	"hits" bigint DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_status_code" CHECK ("redirects"."status_code" in (301, 302, 307, 308))
);
--> statement-breakpoint
CREATE INDEX "not_found_paths_hits_idx" ON "not_found_paths" USING btree ("hits","last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_from_path_unique" ON "redirects" USING btree ("from_path");