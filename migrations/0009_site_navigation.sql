CREATE TABLE "site_navigation" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"menus" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_navigation_one_row" CHECK ("site_navigation"."id" = 1)
);
