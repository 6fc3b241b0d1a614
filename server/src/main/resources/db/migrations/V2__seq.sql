-- How many changes of a game the cluster has sequenced (option redis): each append in Redis is checked against
-- it, and the write that makes a change durable moves it on by one only from the value it was checked against,
-- so the record refuses a second change for the same step even if Redis lost its data.
ALTER TABLE games ADD COLUMN seq BIGINT NOT NULL DEFAULT 0;
