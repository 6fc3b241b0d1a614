-- Which node is computing a round's review, until when, and how far it got: in a cluster a review is computed once,
-- and the other nodes show its progress from here. A claim past its time is anyone's (its node died).
CREATE TABLE review_claims (
    code VARCHAR(16) NOT NULL,
    round INTEGER NOT NULL,
    node VARCHAR(64) NOT NULL,
    until_ms BIGINT NOT NULL,
    partial TEXT,
    PRIMARY KEY (code, round)
);
