-- Base schema: the migration history every later migration writes to.
CREATE TABLE schema_history (
    version     integer PRIMARY KEY,
    description text        NOT NULL,
    applied_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO schema_history (version, description) VALUES (1, 'postgresql');
