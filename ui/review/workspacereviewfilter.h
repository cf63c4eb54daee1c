#pragma once

#include <QCollator>
#include <QSortFilterProxyModel>

namespace techlog {

// Filters a WorkspaceReviewModel by status, topic and kind (empty: any) and to failing
// documents only; sorts counts as numbers and text in Korean dictionary order, whatever the
// system locale (NFC and NFD titles sort alike).
class WorkspaceReviewFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit WorkspaceReviewFilter(QObject* parent = nullptr);

    void setStatus(const QString& status);
    void setTopic(const QString& topic);
    void setKind(const QString& kind);
    void setFailingOnly(bool on);

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override;
    bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    QString m_status, m_topic, m_kind;
    bool m_failingOnly = false;
    QCollator m_collator;
};

}  // namespace techlog
