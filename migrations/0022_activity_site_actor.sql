-- Entries the site wrote by itself before it had an actor of its own (old inquiries deleted by the retention
-- setting) are marked as the site's, and named as it is.
UPDATE "activity_log" SET "actor" = 'site', "username" = 'The site' WHERE "action" = 'expire' AND "user_id" IS NULL AND "actor" = 'user';
