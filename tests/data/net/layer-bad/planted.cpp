// SPDX-License-Identifier: MIT
// A planted net/ file for the ctest net_layer_rejects_translated_text: check-net-layer.cmake must
// name each of these lines (it is never compiled).
#include "cli/commandline.h"
#include <QAbstractTableModel>

QString planted()
{
    return tr("Fetch cancelled");
}
