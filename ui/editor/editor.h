// SPDX-License-Identifier: MIT
#pragma once

#include <QIcon>
#include <QPlainTextEdit>

#include <KSyntaxHighlighting/Theme>

#include <array>

namespace KSyntaxHighlighting {
class Repository;
}

namespace robots::ui {

class Highlighter;
class LineNumberArea;

/// The robots.txt editor: a plain-text editor with KSyntaxHighlighting's highlighter set to the
/// project's robots.txt definition and a theme from the repository (following the palette by
/// default), a gutter with line numbers and room for markers, a highlighted current line, zoom,
/// and visible raw bytes (see losslesscodec.h).
///
/// Nothing here works on the whole document per keystroke: the gutter and the current line only
/// paint the visible blocks, the highlighter only re-highlights changed blocks.
class Editor : public QPlainTextEdit
{
    Q_OBJECT
public:
    /// An icon in the gutter's marker column, e.g. a severity icon or a quick-fix lightbulb.
    struct LineMarker
    {
        int line = 0; ///< 0-based block number
        QIcon icon;
        QString toolTip;
    };

    /// Extra selections come in layers, so that one user of them (search results, diagnostics'
    /// underlines) does not remove another's. Use setLayerSelections(), never setExtraSelections().
    enum class SelectionLayer {
        Search,
        Diagnostics,
        Other,
    };

    explicit Editor(KSyntaxHighlighting::Repository &repository, QWidget *parent = nullptr);
    ~Editor() override;

    /// The name of the syntax definition in use ("robots.txt"), empty when none was found.
    QString definitionName() const;
    /// The name of the theme in use.
    QString themeName() const;
    KSyntaxHighlighting::Theme theme() const;
    /// Switches to the named theme; an empty or unknown name follows the application palette
    /// (light or dark), now and when the palette changes.
    void setThemeName(const QString &name);
    /// True when the theme follows the palette ("Automatic").
    bool followsPalette() const { return m_themeSetting.isEmpty(); }

    /// Replaces the gutter markers. Costs a repaint of the gutter.
    void setLineMarkers(const QList<LineMarker> &markers);
    QList<LineMarker> lineMarkers() const { return m_markers; }
    /// Replaces the extra selections of LAYER, keeping the other layers'. Costs O(all selections).
    void setLayerSelections(SelectionLayer layer, const QList<QTextEdit::ExtraSelection> &selections);
    QList<QTextEdit::ExtraSelection> layerSelections(SelectionLayer layer) const;

    /// Moves the cursor to LINE and COLUMN (1-based, clamped to the document) and shows it.
    void goToLine(int line, int column = 1);
    /// The cursor's line and column, 1-based (the column counts UTF-16 units).
    int cursorLine() const;
    int cursorColumn() const;

    /// The font at zoom level 0 (Settings → editor font); the zoom level is kept.
    void setBaseFont(const QFont &font);
    /// Font size steps away from the default (0); Ctrl+wheel changes it too.
    int zoomLevel() const { return m_zoomLevel; }
    void setZoomLevel(int level);
    static constexpr int MinZoomLevel = -6;
    static constexpr int MaxZoomLevel = 24;

    /// The width the gutter takes now: marker column, line numbers for blockCount() and padding.
    int gutterWidth() const;

Q_SIGNALS:
    void zoomLevelChanged(int level);
    /// The marker column of LINE (0-based) was clicked.
    void lineMarkerClicked(int line);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    bool canInsertFromMimeData(const QMimeData *source) const override;

private:
    friend class LineNumberArea;
    void paintGutter(QPaintEvent *event);
    bool gutterEvent(QEvent *event);
    QTextBlock blockAtGutterY(int y) const;
    int markerColumnWidth() const;
    void updateGutterWidth();
    void updateGutter(const QRect &rect, int dy);
    void onCursorPositionChanged();
    void applyTheme();
    void refreshSelections();

    KSyntaxHighlighting::Repository &m_repository;
    Highlighter *m_highlighter;
    LineNumberArea *m_gutter;
    QString m_themeSetting;
    bool m_applyingTheme = false;
    QList<LineMarker> m_markers;
    std::array<QList<QTextEdit::ExtraSelection>, 3> m_layers;
    int m_zoomLevel = 0;
    qreal m_basePointSize = 10;
    int m_wheelRemainder = 0;
    int m_currentBlock = -1;
};

} // namespace robots::ui
