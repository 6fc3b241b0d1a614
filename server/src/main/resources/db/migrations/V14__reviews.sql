-- A finished round's computer review, written once (the first node to finish it), read by anyone with the link.
CREATE TABLE reviews (
    code VARCHAR(16) NOT NULL,
    round INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (code, round)
);
