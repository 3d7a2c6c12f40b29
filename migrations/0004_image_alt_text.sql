ALTER TABLE "client_logos" ADD COLUMN "logo_alt" text;--> statement-breakpoint
ALTER TABLE "client_logos" ADD COLUMN "logo_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "image_decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "avatar_alt" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "avatar_decorative" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "company_logo_alt" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "company_logo_decorative" boolean DEFAULT true NOT NULL;