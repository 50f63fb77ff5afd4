// SPDX-License-Identifier: MIT
#pragma once

#include <robots/dialect.h>

#include <QAbstractListModel>

namespace robots::ui {

/// Every dialect of the core (allDialects()), checkable: the checked ones are the columns of
/// the dialect matrix. Display: the title; tool tip: the description and distinctive choices.
class DialectListModel : public QAbstractListModel
{
    Q_OBJECT
public:
    enum Role {
        DialectIdRole = Qt::UserRole + 1, ///< int(DialectId)
        NameRole,                         ///< "rfc9309"
        DescriptionRole,                  ///< one translated line
        ChoicesRole,                      ///< QStringList of translated distinctive choices
        ReferenceRole,                    ///< where the behaviour comes from
    };
    Q_ENUM(Role)

    explicit DialectListModel(QObject *parent = nullptr);

    /// The checked dialects, in allDialects() order.
    QList<DialectId> checkedDialects() const;
    void setCheckedDialects(const QList<DialectId> &dialects);
    /// The row of DIALECT.
    QModelIndex indexOf(DialectId dialect) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

Q_SIGNALS:
    void checkedDialectsChanged(const QList<robots::DialectId> &dialects);

private:
    QList<bool> m_checked;
};

} // namespace robots::ui
