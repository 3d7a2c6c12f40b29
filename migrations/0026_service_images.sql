-- A service may show a picture on its page: its address, and its own alt text or "decorative" (as team photos have).
ALTER TABLE "services" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "image_decorative" boolean DEFAULT false NOT NULL;