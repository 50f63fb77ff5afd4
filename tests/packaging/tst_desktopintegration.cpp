// SPDX-License-Identifier: MIT
// Desktop integration files (resources/desktop, resources/icons): the shared-mime-info entry is
// compiled with update-mime-database and QMimeDatabase resolves robots.txt names to our type; the
// .desktop file, the AppStream metainfo, the MIME entry and the icon agree on one application id.
// The expected values come from the freedesktop.org specifications cited on each row, not from our
// own output.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QMap>
#include <QMimeDatabase>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#ifdef ROBOTS_HAVE_QTSVG
#include <QPainter>
#include <QSvgRenderer>
#endif

using namespace Qt::StringLiterals;

namespace {

const QString appId = QStringLiteral(ROBOTS_APP_ID);
const QString desktopDir = QStringLiteral(ROBOTS_SOURCE_DIR "/resources/desktop/");
const QString iconDir = QStringLiteral(ROBOTS_SOURCE_DIR "/resources/icons/");
const QString robotsMimeType = QStringLiteral("text/x-robots-txt");

QString desktopFilePath()
{
    return desktopDir + appId + ".desktop"_L1;
}
QString metainfoPath()
{
    return desktopDir + appId + ".metainfo.xml"_L1;
}
QString mimeXmlPath()
{
    return desktopDir + appId + ".mime.xml"_L1;
}

// The keys of the [Desktop Entry] group (Desktop Entry Specification 1.5, "Basic format").
QMap<QString, QString> readDesktopEntry(const QString &path)
{
    QMap<QString, QString> keys;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return keys;
    bool inEntry = false;
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        if (line.startsWith(u'[')) {
            inEntry = line == "[Desktop Entry]"_L1;
            continue;
        }
        const qsizetype eq = line.indexOf(u'=');
        if (inEntry && eq > 0)
            keys.insert(line.left(eq).trimmed(), line.mid(eq + 1).trimmed());
    }
    return keys;
}

// A `;`-separated desktop-entry list (the trailing `;` is optional).
QStringList desktopList(const QString &value)
{
    QStringList items = value.split(u';', Qt::SkipEmptyParts);
    for (QString &item : items)
        item = item.trimmed();
    return items;
}

// The `type` attributes of every <mime-type> in a shared-mime-info XML file.
QStringList declaredMimeTypes(const QString &path)
{
    QStringList types;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return types;
    QXmlStreamReader xml(&f);
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == "mime-type"_L1)
            types << xml.attributes().value("type"_L1).toString();
    }
    return types;
}

// The parts of an AppStream metainfo file the other files must agree with.
struct Metainfo
{
    QString id;
    QString launchable;
    QString stockIcon;
    QString homepage;
    QStringList binaries;
    QStringList mediaTypes;
    QStringList releaseVersions; // in file order: newest first (AppStream "Releases")
    QString error;
};

Metainfo readMetainfo(const QString &path)
{
    Metainfo m;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        m.error = f.errorString();
        return m;
    }
    QXmlStreamReader xml(&f);
    QStringList stack;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement()) {
            stack.removeLast();
            continue;
        }
        if (!xml.isStartElement())
            continue;
        const QString name = xml.name().toString();
        const QString parent = stack.isEmpty() ? QString() : stack.constLast();
        const auto attr = [&](QLatin1StringView key) { return xml.attributes().value(key).toString(); };
        if (name == "release"_L1 && parent == "releases"_L1)
            m.releaseVersions << attr("version"_L1);
        stack << name;
        if (parent == "component"_L1 && name == "id"_L1)
            m.id = xml.readElementText();
        else if (parent == "component"_L1 && name == "launchable"_L1 && attr("type"_L1) == "desktop-id"_L1)
            m.launchable = xml.readElementText();
        else if (parent == "component"_L1 && name == "icon"_L1 && attr("type"_L1) == "stock"_L1)
            m.stockIcon = xml.readElementText();
        else if (parent == "component"_L1 && name == "url"_L1 && attr("type"_L1) == "homepage"_L1)
            m.homepage = xml.readElementText();
        else if (parent == "provides"_L1 && name == "binary"_L1)
            m.binaries << xml.readElementText();
        else if (parent == "provides"_L1 && name == "mediatype"_L1)
            m.mediaTypes << xml.readElementText();
        else
            continue;
        stack.removeLast(); // readElementText() consumed the end element
    }
    if (xml.hasError())
        m.error = xml.errorString();
    return m;
}

} // namespace

class TestDesktopIntegration : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void mimeDatabaseCompiles();
    void fileNameResolves_data();
    void fileNameResolves();
    void mimeTypeIsPlainText();
    void desktopFileLaunchesTheStudio();
    void desktopFileOpensEveryDeclaredType();
    void metainfoAgreesWithTheDesktopFile();
    void metainfoReleaseIsTheProjectVersion();
    void iconsExistAndRender_data();
    void iconsExistAndRender();

private:
    QTemporaryDir m_dataDir;
    QString m_updateMimeOutput;
    int m_updateMimeExit = -1;
    bool m_updateMimeFound = false;
};

// Compile our MIME package alone into a scratch XDG data dir, and put it first in the XDG base
// directories before anything uses QMimeDatabase (which reads them on first use). Types we do not
// declare (text/plain) come from the system's freedesktop.org database (Debian's Qt has no
// built-in copy).
void TestDesktopIntegration::initTestCase()
{
    QVERIFY(m_dataDir.isValid());
    const QString mimeDir = m_dataDir.filePath(u"share/mime"_s);
    QVERIFY(QDir().mkpath(mimeDir + "/packages"_L1));
    QVERIFY(QDir().mkpath(m_dataDir.filePath(u"home"_s)));
    QVERIFY(QFile::copy(mimeXmlPath(), mimeDir + "/packages/"_L1 + appId + ".xml"_L1));

    const QString tool = QStringLiteral(ROBOTS_UPDATE_MIME_DATABASE);
    m_updateMimeFound = !tool.isEmpty() && QFile::exists(tool);
    if (m_updateMimeFound) {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(tool, {mimeDir});
        QVERIFY(p.waitForFinished(60000));
        m_updateMimeExit = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        m_updateMimeOutput = QString::fromLocal8Bit(p.readAll());
    }
    // Ours first, then the system's (XDG Base Directory default), which has text/plain.
    QByteArray systemDirs = qgetenv("XDG_DATA_DIRS");
    if (systemDirs.isEmpty())
        systemDirs = "/usr/local/share:/usr/share";
    const QByteArray dataDirs = m_dataDir.filePath(u"share"_s).toLocal8Bit() + ':' + systemDirs;
    qputenv("XDG_DATA_DIRS", dataDirs);
    qputenv("XDG_DATA_HOME", m_dataDir.filePath(u"home"_s).toLocal8Bit());
}

// update-mime-database exits 0 even when a package does not parse: read what it says too.
void TestDesktopIntegration::mimeDatabaseCompiles()
{
    if (!m_updateMimeFound)
        QSKIP("update-mime-database is not installed (Debian/Ubuntu package: shared-mime-info)");
    QCOMPARE(m_updateMimeExit, 0);
    QVERIFY2(!m_updateMimeOutput.contains("Failed"_L1, Qt::CaseInsensitive) &&
                 !m_updateMimeOutput.contains("error"_L1, Qt::CaseInsensitive),
             qPrintable(m_updateMimeOutput));
    // shared-mime-info spec, "Recommended checking order" / cache layout: one XML per type.
    QVERIFY(QFile::exists(m_dataDir.filePath(u"share/mime/text/x-robots-txt.xml"_s)));
    QVERIFY(QFile::exists(m_dataDir.filePath(u"share/mime/mime.cache"_s)));
}

void TestDesktopIntegration::fileNameResolves_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QString>("expected");
    // RFC 9309 §2.3: the file is named robots.txt at the top of a site.
    QTest::newRow("rfc9309-2.3/literal-name") << u"robots.txt"_s << robotsMimeType;
    QTest::newRow("rfc9309-2.3/in-a-web-root") << u"/srv/www/example.com/robots.txt"_s << robotsMimeType;
    // shared-mime-info spec, "Globs": matching is case-insensitive unless case-sensitive="true".
    QTest::newRow("shared-mime-info/glob-case-insensitive") << u"ROBOTS.TXT"_s << robotsMimeType;
    // Saved copies named after their site: the `*.robots.txt` glob.
    QTest::newRow("shared-mime-info/suffix-glob") << u"example.com.robots.txt"_s << robotsMimeType;
    // A literal glob matches the whole name only, so other .txt files stay text/plain.
    QTest::newRow("shared-mime-info/literal-is-whole-name") << u"myrobots.txt"_s << u"text/plain"_s;
    QTest::newRow("shared-mime-info/plain-text-untouched") << u"notes.txt"_s << u"text/plain"_s;
}

void TestDesktopIntegration::fileNameResolves()
{
    if (!m_updateMimeFound)
        QSKIP("update-mime-database is not installed (Debian/Ubuntu package: shared-mime-info)");
    QFETCH(QString, fileName);
    QFETCH(QString, expected);
    const QMimeDatabase db;
    if (expected != robotsMimeType && !db.mimeTypeForName(expected).isValid())
        QSKIP("the system has no freedesktop.org MIME database (Debian/Ubuntu package: shared-mime-info)");
    QCOMPARE(db.mimeTypeForFile(fileName, QMimeDatabase::MatchExtension).name(), expected);
}

// shared-mime-info spec, "Subclassing": every text/* type should be a sub-class of text/plain, so
// that text editors offer to open robots.txt files too.
void TestDesktopIntegration::mimeTypeIsPlainText()
{
    if (!m_updateMimeFound)
        QSKIP("update-mime-database is not installed (Debian/Ubuntu package: shared-mime-info)");
    const QMimeType type = QMimeDatabase().mimeTypeForName(robotsMimeType);
    QVERIFY(type.isValid());
    QVERIFY(type.inherits(u"text/plain"_s));
    QVERIFY(!type.comment().isEmpty());
    QCOMPARE(type.genericIconName(), u"text-x-generic"_s);
}

// Desktop Entry Specification 1.5: Exec with a field code for the files or URLs to open
// (`robotstxt-studio [--dialect D] [FILE | URL]...`), Icon and the file name from the app id
// ("Desktop File ID": reverse DNS, matching the D-Bus/Wayland app id).
void TestDesktopIntegration::desktopFileLaunchesTheStudio()
{
    const QMap<QString, QString> entry = readDesktopEntry(desktopFilePath());
    QVERIFY2(!entry.isEmpty(), qPrintable(desktopFilePath()));
    QCOMPARE(entry.value(u"Type"_s), u"Application"_s);
    const QStringList exec = entry.value(u"Exec"_s).split(u' ', Qt::SkipEmptyParts);
    QCOMPARE(exec.value(0), u"robotstxt-studio"_s);
    QVERIFY2(exec.contains(u"%U"_s) || exec.contains(u"%F"_s), qPrintable(entry.value(u"Exec"_s)));
    QCOMPARE(entry.value(u"TryExec"_s), u"robotstxt-studio"_s);
    QCOMPARE(entry.value(u"Icon"_s), appId);
    QCOMPARE(entry.value(u"Terminal"_s), u"false"_s);
}

// Desktop Entry Specification, "MimeType": the studio is offered for every type we declare.
void TestDesktopIntegration::desktopFileOpensEveryDeclaredType()
{
    const QStringList declared = declaredMimeTypes(mimeXmlPath());
    QCOMPARE(declared, QStringList{robotsMimeType});
    const QStringList opens = desktopList(readDesktopEntry(desktopFilePath()).value(u"MimeType"_s));
    for (const QString &type : declared)
        QVERIFY2(opens.contains(type), qPrintable(type));
}

// AppStream "Desktop Applications": <launchable type="desktop-id"> names the .desktop file, the
// component id is the app id, <provides> lists the binaries and the media types.
void TestDesktopIntegration::metainfoAgreesWithTheDesktopFile()
{
    const Metainfo m = readMetainfo(metainfoPath());
    QVERIFY2(m.error.isEmpty(), qPrintable(m.error));
    QCOMPARE(m.id, appId);
    QCOMPARE(m.launchable, appId + ".desktop"_L1);
    QCOMPARE(m.stockIcon, appId);
    QCOMPARE(m.homepage, QStringLiteral(ROBOTS_HOMEPAGE_URL));
    QVERIFY(m.binaries.contains(u"robotstxt-studio"_s));
    QVERIFY(m.binaries.contains(u"robotstxt"_s));
    QCOMPARE(m.mediaTypes, declaredMimeTypes(mimeXmlPath()));
}

// The newest <release> is the version CMake builds (project(VERSION)), so software centres show
// the release notes of what is installed.
void TestDesktopIntegration::metainfoReleaseIsTheProjectVersion()
{
    const Metainfo m = readMetainfo(metainfoPath());
    QVERIFY2(m.error.isEmpty(), qPrintable(m.error));
    QVERIFY(!m.releaseVersions.isEmpty());
    QCOMPARE(m.releaseVersions.constFirst(), QStringLiteral(ROBOTS_VERSION));
}

void TestDesktopIntegration::iconsExistAndRender_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("size");
    // Icon Theme Specification: hicolor/scalable/apps/<Icon>.svg, plus a 16 px drawing.
    QTest::newRow("icon-theme/scalable-at-16") << appId + ".svg"_L1 << 16;
    QTest::newRow("icon-theme/scalable-at-48") << appId + ".svg"_L1 << 48;
    QTest::newRow("icon-theme/scalable-at-256") << appId + ".svg"_L1 << 256;
    QTest::newRow("icon-theme/16x16") << appId + "-16.svg"_L1 << 16;
}

// The icon parses as SVG and paints most of its square: an invalid or empty drawing fails.
void TestDesktopIntegration::iconsExistAndRender()
{
    QFETCH(QString, file);
    QFETCH(int, size);
    const QString path = iconDir + file;
    QVERIFY2(QFile::exists(path), qPrintable(path));
#ifdef ROBOTS_HAVE_QTSVG
    QSvgRenderer renderer(path);
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.viewBox().width(), renderer.viewBox().height());
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        renderer.render(&painter, QRectF(0, 0, size, size));
    }
    int opaque = 0;
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x)
            opaque += qAlpha(image.pixel(x, y)) > 128 ? 1 : 0;
    QVERIFY2(opaque > size * size / 2, qPrintable(u"%1 of %2 pixels painted"_s.arg(opaque).arg(size * size)));
#else
    QSKIP("Qt SVG is not installed (Debian/Ubuntu package: qt6-svg-dev); only checked that the file exists");
#endif
}

QTEST_MAIN(TestDesktopIntegration)
#include "tst_desktopintegration.moc"
