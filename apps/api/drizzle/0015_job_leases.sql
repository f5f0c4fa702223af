CREATE TABLE "job_leases" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"owner" text NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL
);
