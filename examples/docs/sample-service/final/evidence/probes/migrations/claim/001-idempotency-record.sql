-- The claim table: a scope is owned by one (owner token, attempt, claim operation) at a time,
-- and every transition advances state_revision.
CREATE TABLE idempotency_record (
    scope                        text PRIMARY KEY,
    status                       text    NOT NULL,
    owner_token                  text    NOT NULL,
    attempt                      integer NOT NULL,
    claim_operation_id           text    NOT NULL,
    state_revision               bigint  NOT NULL,
    last_transition_operation_id text,
    last_transition_kind         text
);
