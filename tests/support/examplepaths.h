#pragma once

#include <QString>

namespace techlog::test {

// Documents of the bundled example workspace (examples/docs/sample-service), workspace-relative.
inline const QString kEnqueue =
    QStringLiteral("tech-log-studio/non-atomic-check-then-act/case/case-enqueue-race.md");
inline const QString kUpsertRule = QStringLiteral(
    "tech-log-studio/non-atomic-check-then-act/rule/rule-upsert-in-one-statement.md");
inline const QString kClaimCase =
    QStringLiteral("tech-log-studio/owner-safe-state-machines/case/case-claim-stale-write.md");
inline const QString kLeaseCase =
    QStringLiteral("tech-log-studio/owner-safe-state-machines/case/case-lease-renew-owner-only.md");
inline const QString kConcept = QStringLiteral(
    "tech-log-studio/owner-safe-state-machines/concept/concept-update-count-is-the-answer.md");
inline const QString kCasRule =
    QStringLiteral("tech-log-studio/owner-safe-state-machines/rule/rule-cas-whole-owner-tuple.md");
// The MongoDB case (its evidence from the embedded FerretDB) and the rule it breaks.
inline const QString kBackfillCase =
    QStringLiteral("tech-log-studio/owner-safe-state-machines/case/case-backfill-ledger-fence.md");
inline const QString kFenceRule = QStringLiteral(
    "tech-log-studio/owner-safe-state-machines/rule/rule-ledger-write-checks-fence.md");

}  // namespace techlog::test
