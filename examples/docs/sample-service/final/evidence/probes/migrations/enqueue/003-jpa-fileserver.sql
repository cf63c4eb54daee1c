-- jpa/fileserver: the recovery queue. One open (PENDING) item per file, enforced by the
-- partial unique index.
CREATE TABLE fs_recovery_item (
    id          uuid PRIMARY KEY,
    file_id     bigint      NOT NULL REFERENCES fs_file (id),
    reason_code text        NOT NULL,
    status      text        NOT NULL,
    updated_at  timestamptz NOT NULL
);
CREATE UNIQUE INDEX uq_fs_recovery_open ON fs_recovery_item (file_id) WHERE status = 'PENDING';
INSERT INTO schema_history (version, description) VALUES (3, 'jpa/fileserver');
