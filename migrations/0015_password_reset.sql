-- A reset's recovery window gets a column of its own, apart from the owner's choice in password_sign_in, so that
-- the choice is still there when the window ends. An account whose window is open now keeps it open; the choice
-- it had before that reset was not kept, so it goes back to following the site's switch ('default').
ALTER TABLE "users" ADD COLUMN "password_reset" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "users" SET "password_reset" = true, "password_sign_in" = 'default' WHERE "password_sign_in" = 'reset';
