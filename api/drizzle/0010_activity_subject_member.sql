ALTER TABLE "activity_log" ADD COLUMN "subject_member_idx" integer;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_subject_member_idx_members_member_idx_fk" FOREIGN KEY ("subject_member_idx") REFERENCES "public"."members"("member_idx") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Rows from before subject_member_idx named members in subject, as text that outlives their leaving.
-- Which member a name meant cannot be told any more: the names go (such rows read as a former
-- member), and project.memberLevel keeps only its level.
UPDATE "activity_log" SET "subject" = NULL WHERE "kind" IN ('group.memberRemoved', 'group.managerAppointed', 'group.managerRemoved', 'project.memberRemoved');--> statement-breakpoint
UPDATE "activity_log" SET "subject" = regexp_replace("subject", '^.*: ', '') WHERE "kind" = 'project.memberLevel';
