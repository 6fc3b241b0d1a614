-- Accounts (issue 40): people who come back. Portable SQL for SQLite and PostgreSQL alike: ids are random text made
-- by the server (no AUTOINCREMENT or SERIAL), bytes are base64url text (no BLOB or BYTEA), times are epoch
-- milliseconds. Secrets are never stored as they are: passwords as Argon2id strings, session tokens and recovery
-- codes as their SHA-256.
--
-- name_key is the name in lower case: names are unique without regard to case. A deleted account keeps its row
-- (its games still name it) and its name_key until the name is released, some days later (inrow.account.Accounts).
CREATE TABLE accounts (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    name_key   TEXT NOT NULL UNIQUE,
    password   TEXT,
    created_at BIGINT NOT NULL,
    deleted_at BIGINT
);
-- A passkey: the credential's id and COSE public key as the authenticator gave them at registration, and the
-- signature counter it last reported (a clone that reports a lower one is refused).
CREATE TABLE passkeys (
    credential_id TEXT PRIMARY KEY,
    account_id    TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    public_key    TEXT NOT NULL,
    sign_count    BIGINT NOT NULL,
    name          TEXT NOT NULL,
    created_at    BIGINT NOT NULL,
    last_used_at  BIGINT
);
CREATE INDEX passkeys_by_account ON passkeys (account_id);
-- Sessions live here, not in a node's memory, so every node of a cluster knows every session and ending one (or all
-- of an account's) takes effect on every node at once. id is the public handle the account page shows; the cookie's
-- token is known only by its hash.
CREATE TABLE sessions (
    id           TEXT PRIMARY KEY,
    token_hash   TEXT NOT NULL UNIQUE,
    account_id   TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at   BIGINT NOT NULL,
    last_used_at BIGINT NOT NULL,
    expires_at   BIGINT NOT NULL,
    user_agent   TEXT
);
CREATE INDEX sessions_by_account ON sessions (account_id);
CREATE INDEX sessions_by_expiry ON sessions (expires_at);
CREATE TABLE recovery_codes (
    account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    code_hash  TEXT NOT NULL,
    PRIMARY KEY (account_id, code_hash)
);
-- A WebAuthn ceremony's challenge, kept by the server between the options it sends and the answer it checks: single
-- use (taken by deleting it) and short-lived, and in the shared database so the answer may reach any node.
-- user_handle and name are a sign-up's account to be; account_id is the account adding a passkey.
CREATE TABLE webauthn_challenges (
    id          TEXT PRIMARY KEY,
    challenge   TEXT NOT NULL,
    purpose     TEXT NOT NULL,
    account_id  TEXT,
    user_handle TEXT,
    name        TEXT,
    expires_at  BIGINT NOT NULL
);
