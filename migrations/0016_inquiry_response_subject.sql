-- A reply's subject can be edited in the Respond dialog, so each saved reply keeps the one it was sent with. Replies
-- saved before then were all sent with the fixed subject, which becomes theirs.
ALTER TABLE "inquiry_responses" ADD COLUMN "subject" text DEFAULT 'Re: your accessibility services inquiry' NOT NULL;