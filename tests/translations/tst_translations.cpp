// The Korean translation, resources/translations/techlog-studio_ko.ts, is complete and current:
// lupdate run on today's sources (the list ui/CMakeLists.txt gives lupdate) into a copy of the
// checked-in file leaves no message unfinished and none vanished or obsolete, so a tr() string
// added without its Korean, or one removed from the code but still in the file, fails here. Each
// translation keeps its source's placeholders, HTML tags and menu accelerator ("파일(&F)").
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

const QString kTsFile =
    QStringLiteral(TECHLOG_SOURCE_DIR "/resources/translations/techlog-studio_ko.ts");
const QString kSourceList = QStringLiteral(TECHLOG_BINARY_DIR "/translations/lupdate-sources.lst");

struct Message {
    QString context;
    QString source;
    QString type;  // of the translation: "", "unfinished", "vanished", "obsolete"
    bool numerus = false;
    QStringList translations;  // the numerus forms, or the one translation

    QString label() const { return context + QStringLiteral(": ") + source; }
};

struct TsFile {
    QString language;
    QList<Message> messages;
    QString error;
};

TsFile readTs(const QString& path) {
    TsFile ts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ts.error = file.errorString();
        return ts;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement) continue;
        const auto name = xml.name();
        if (name == u"TS") {
            ts.language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            m = Message{};
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == u"yes";
        } else if (name == u"source") {
            m.source = xml.readElementText();
        } else if (name == u"translation") {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (m.numerus) {
                while (xml.readNextStartElement())
                    if (xml.name() == u"numerusform") m.translations << xml.readElementText();
            } else {
                m.translations << xml.readElementText();
            }
            ts.messages << m;
        }
    }
    if (xml.hasError()) ts.error = xml.errorString();
    return ts;
}

// The messages failing `bad`, one a line (at most 40, then how many more).
QString listed(const QList<Message>& messages, const std::function<bool(const Message&)>& bad) {
    QStringList lines;
    int count = 0;
    for (const Message& m : messages) {
        if (!bad(m)) continue;
        if (++count <= 40)
            lines << QStringLiteral("  ") +
                         m.label().replace(QLatin1Char('\n'), QStringLiteral("\\n"));
    }
    if (count > 40) lines << QStringLiteral("  … and %1 more").arg(count - 40);
    return lines.join(u'\n');
}

QStringList sortedMatches(const QRegularExpression& re, const QString& text, int group = 0) {
    QStringList found;
    for (const QRegularExpressionMatch& m : re.globalMatch(text)) found << m.captured(group);
    found.sort();
    return found;
}

// The accelerator letter a menu or button text marks with '&' ("&File", "Cu&t"), or none.
QChar accelerator(const QString& text) {
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != u'&') continue;
        if (text[i + 1] == u'&') {
            ++i;  // "&&" is a literal ampersand
            continue;
        }
        if (text[i + 1].isLetterOrNumber()) return text[i + 1].toUpper();
    }
    return {};
}

}  // namespace

class TestTranslations : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    TsFile m_checkedIn;
    TsFile m_updated;  // the checked-in file after lupdate on the current sources

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_checkedIn = readTs(kTsFile);
        QVERIFY2(m_checkedIn.error.isEmpty(), qPrintable(kTsFile + u' ' + m_checkedIn.error));
        QVERIFY(!m_checkedIn.messages.isEmpty());

        const QString copy = m_dir.filePath(QStringLiteral("techlog-studio_ko.ts"));
        QVERIFY(QFile::copy(kTsFile, copy));
        QVERIFY2(QFile::exists(kSourceList), qPrintable(kSourceList));
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        // Without -no-obsolete: a message gone from the sources stays, marked vanished.
        lupdate.start(QStringLiteral(TECHLOG_LUPDATE),
                      {QStringLiteral("@") + kSourceList, QStringLiteral("-ts"), copy,
                       QStringLiteral("-locations"), QStringLiteral("relative")});
        QVERIFY2(lupdate.waitForFinished(120000), "lupdate did not finish");
        const QString output = QString::fromLocal8Bit(lupdate.readAll());
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0,
                 qPrintable(output));
        m_updated = readTs(copy);
        QVERIFY2(m_updated.error.isEmpty(), qPrintable(m_updated.error));
    }

    void catalogueIsKorean() { QCOMPARE(m_checkedIn.language, QStringLiteral("ko_KR")); }

    void everyMessageOfTheCurrentSourcesIsTranslated() {
        const QString unfinished = listed(m_updated.messages, [](const Message& m) {
            return m.type == u"unfinished" || m.translations.isEmpty() ||
                   std::any_of(m.translations.cbegin(), m.translations.cend(),
                               [](const QString& t) { return t.isEmpty(); });
        });
        QVERIFY2(unfinished.isEmpty(),
                 qPrintable(QStringLiteral("messages without a finished Korean translation "
                                           "(fill them in %1):\n%2")
                                .arg(kTsFile, unfinished)));
    }

    void noMessageIsVanishedOrObsolete() {
        const QString gone = listed(m_updated.messages, [](const Message& m) {
            return m.type == u"vanished" || m.type == u"obsolete";
        });
        QVERIFY2(gone.isEmpty(),
                 qPrintable(QStringLiteral("messages no longer in the sources (run the "
                                           "update_translations target):\n%1")
                                .arg(gone)));
    }

    void checkedInFileIsFinishedAsItIs() {
        const QString notFinished =
            listed(m_checkedIn.messages, [](const Message& m) { return !m.type.isEmpty(); });
        QVERIFY2(notFinished.isEmpty(), qPrintable(notFinished));
    }

    void numerusMessagesHaveKoreansSingleForm() {
        const QString wrong = listed(m_checkedIn.messages, [](const Message& m) {
            return m.numerus && m.translations.size() != 1;
        });
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    }

    void translationsKeepPlaceholdersTagsAndAccelerators() {
        static const QRegularExpression placeholder(QStringLiteral("%L?(?:\\d+|n)"));
        static const QRegularExpression tag(QStringLiteral("</?[A-Za-z][A-Za-z0-9]*"));
        QStringList problems;
        for (const Message& m : std::as_const(m_checkedIn.messages)) {
            for (const QString& t : m.translations) {
                if (sortedMatches(placeholder, t) != sortedMatches(placeholder, m.source))
                    problems << QStringLiteral("placeholders differ: ") + m.label();
                if (sortedMatches(tag, t) != sortedMatches(tag, m.source))
                    problems << QStringLiteral("HTML tags differ: ") + m.label();
                if (accelerator(t) != accelerator(m.source))
                    problems << QStringLiteral("accelerator differs: ") + m.label() +
                                    QStringLiteral(" -> ") + t;
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
