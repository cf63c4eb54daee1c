// YamlValue (libyaml's events) must read exactly what yaml-cpp's YAML::Node read (types,
// scalars, marks, order, duplicates), since it replaced YAML::Load for the front matter; its
// errors carry libyaml's mark.
#include <yaml-cpp/yaml.h>

#include <QtTest>

#include "yamlvalue.h"

using namespace techlog;

namespace {

// yaml-cpp's mark counts UTF-8 bytes on the line; YamlValue's counts characters.
int charColumn(const std::vector<std::string>& lines, int line, int byteColumn) {
    if (line < 0 || size_t(line) >= lines.size() || byteColumn < 0) return byteColumn;
    return int(QString::fromUtf8(lines[size_t(line)].substr(0, size_t(byteColumn))).size());
}

// Describes a YAML::Node and a YamlValue in the same words, marks included.
QString describe(const YAML::Node& n, const std::vector<std::string>& lines) {
    const QString at = QStringLiteral("@%1:%2")
                           .arg(n.Mark().line)
                           .arg(charColumn(lines, n.Mark().line, n.Mark().column));
    switch (n.Type()) {
        case YAML::NodeType::Null:
        case YAML::NodeType::Undefined:
            return QStringLiteral("~") + at;
        case YAML::NodeType::Scalar:
            return QStringLiteral("'%1'").arg(QString::fromStdString(n.Scalar())) + at;
        case YAML::NodeType::Sequence: {
            QStringList parts;
            for (const YAML::Node& item : n) parts << describe(item, lines);
            return QStringLiteral("[") + parts.join(QStringLiteral(", ")) + QStringLiteral("]") +
                   at;
        }
        case YAML::NodeType::Map: {
            QStringList parts;
            for (auto it = n.begin(); it != n.end(); ++it)
                parts << describe(it->first, lines) + QStringLiteral(": ") +
                             describe(it->second, lines);
            return QStringLiteral("{") + parts.join(QStringLiteral(", ")) + QStringLiteral("}") +
                   at;
        }
    }
    return {};
}

QString describe(const YamlValue& v) {
    const QString at = QStringLiteral("@%1:%2").arg(v.line()).arg(v.column());
    switch (v.type()) {
        case YamlValue::Type::Null:
            return QStringLiteral("~") + at;
        case YamlValue::Type::Scalar:
            return QStringLiteral("'%1'").arg(QString::fromStdString(v.scalar())) + at;
        case YamlValue::Type::Sequence: {
            QStringList parts;
            for (const YamlValue& item : v.items()) parts << describe(item);
            return QStringLiteral("[") + parts.join(QStringLiteral(", ")) + QStringLiteral("]") +
                   at;
        }
        case YamlValue::Type::Map: {
            QStringList parts;
            for (int i = 0; i < v.entryCount(); ++i)
                parts << describe(v.key(i)) + QStringLiteral(": ") + describe(v.value(i));
            return QStringLiteral("{") + parts.join(QStringLiteral(", ")) + QStringLiteral("}") +
                   at;
        }
    }
    return {};
}

}  // namespace

class TestYamlValue : public QObject {
    Q_OBJECT
private slots:
    void readsWhatYamlNodeReads_data() {
        QTest::addColumn<QString>("yaml");
        QTest::newRow("front matter") << QStringLiteral(
            "kind: case\nslug: cas-001\ntitle: \"갱신 건수 무시\"\nstatus: 초안\n"
            "assets:\n  - key: a\n    file: ../x.svg\n  - {key: b, file: 'y.svg'}\n"
            "evidence:\n  - final/evidence/raw/a.txt\nsource: [a.java, b.java]\n");
        QTest::newRow("nulls") << QStringLiteral("b: ~\nc: null\nd: Null\ne: \"null\"\nf: NULL\n");
        QTest::newRow("block scalars") << QStringLiteral("a: |\n  one\n  two\nb: >-\n  x\n  y\n");
        QTest::newRow("duplicate keys kept in order") << QStringLiteral("a: 1\nb: 2\na: 3\n");
        QTest::newRow("nested") << QStringLiteral("a:\n  b:\n    - [1, 2]\n    - {c: d}\n");
        QTest::newRow("tags") << QStringLiteral("a: !!str 12\nb: !custom null\n");
        QTest::newRow("complex key") << QStringLiteral("? [a, b]\n: c\n");
        QTest::newRow("empty") << QString();
        QTest::newRow("scalar document") << QStringLiteral("just text\n");
        QTest::newRow("second document ignored") << QStringLiteral("a: 1\n---\nb: 2\n");
        QTest::newRow("korean keys and marks")
            << QStringLiteral("제목: 값\n  \n목록:\n- 하나\n- 둘\n");
        QTest::newRow("korean before a value on its line")
            << QStringLiteral("목록: [하나, \"둘\", {키: 값}]\n");
        QTest::newRow("anchors, quoted and tagged nulls")
            << QStringLiteral("a: &x 'null'\nc: !!null ''\n~: v\n");
    }
    void readsWhatYamlNodeReads() {
        QFETCH(QString, yaml);
        const std::string text = yaml.toStdString();
        std::vector<std::string> lines;
        for (const QString& line : yaml.split(QLatin1Char('\n')))
            lines.push_back(line.toStdString());
        const QString expected = describe(YAML::Load(text), lines);
        QCOMPARE(describe(YamlValue::parse(text)), expected);
    }

    // YAML::Node gives an alias the anchored node's own mark; YamlValue marks it where the alias
    // stands, so that a diagnostic about `other: *b` points at `other`'s line.
    void aliasReadsAsItsAnchoredValueMarkedWhereItStands() {
        const YamlValue v =
            YamlValue::parse("base: &b\n  x: 1\n  y: [2]\nother: *b\nname: &n hello\nagain: *n\n");
        QCOMPARE(describe(v),
                 QStringLiteral("{'base'@0:0: {'x'@1:2: '1'@1:5, 'y'@2:2: ['2'@2:6]@2:5}@0:6, "
                                "'other'@3:0: {'x'@1:2: '1'@1:5, 'y'@2:2: ['2'@2:6]@2:5}@3:7, "
                                "'name'@4:0: 'hello'@4:6, 'again'@5:0: 'hello'@5:7}@0:0"));
    }

    // Each is an error for yaml-cpp too; YamlValue names libyaml's mark (0-based) and problem.
    // A value left out reads as null, as before; yaml-cpp marked it where the next token began
    // (the next line), libyaml right after its key's colon, which is where it is missing.
    void anEmptyValueIsNullMarkedAfterItsKey() {
        QCOMPARE(describe(YamlValue::parse("a:\nb:\n- c:\n")),
                 QStringLiteral("{'a'@0:0: ~@0:2, 'b'@1:0: [{'c'@2:2: ~@2:4}@2:2]@2:0}@0:0"));
    }

    void syntaxErrorsThrowWithTheirMark_data() {
        QTest::addColumn<QString>("yaml");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("problem");
        QTest::newRow("tab indentation") << QStringLiteral("a:\n\tb: 1\n") << 1 << 0
                                         << QStringLiteral("found character that cannot start");
        QTest::newRow("unclosed flow") << QStringLiteral("a: [1, 2\nb: 3\n") << 1 << 1
                                       << QStringLiteral("did not find expected ',' or ']'");
        QTest::newRow("bad indentation") << QStringLiteral("a: 1\n  b: 2\n") << 1 << 3
                                         << QStringLiteral("mapping values are not allowed");
        QTest::newRow("unknown alias") << QStringLiteral("a: *nowhere\n") << 0 << 3
                                       << QStringLiteral("anchor that is not defined");
        QTest::newRow("korean before the mistake")
            << QStringLiteral("제목: 값: 틀림\n") << 0 << 5
            << QStringLiteral("mapping values are not allowed");
    }
    void syntaxErrorsThrowWithTheirMark() {
        QFETCH(QString, yaml);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, problem);
        const std::string text = yaml.toStdString();
        QVERIFY_THROWS_EXCEPTION(YAML::Exception, YAML::Load(text));
        try {
            YamlValue::parse(text);
            QFAIL("no error");
        } catch (const YamlError& e) {
            QVERIFY2(QString::fromStdString(e.message).contains(problem), e.what());
            QCOMPARE(e.line, line);
            QCOMPARE(e.column, column);
        }
    }

    // Nesting past kMaxDepth is refused before the tree is built (freeing it recurses).
    void deepNestingIsRefused() {
        const std::string deep = std::string(5000, '[') + std::string(5000, ']');
        try {
            YamlValue::parse(deep);
            QFAIL("5,000 levels were read");
        } catch (const YamlError& e) {
            QVERIFY2(e.message.find("nested deeper") != std::string::npos, e.what());
            QCOMPARE(e.line, 0);
            QCOMPARE(e.column, YamlValue::kMaxDepth);
        }
        const std::string fine = std::string(50, '[') + std::string(50, ']');
        QVERIFY(YamlValue::parse(fine).isSequence());
    }

    void findReturnsTheFirstEntryWithThatKey() {
        const YamlValue v = YamlValue::parse("file: a\nkey: k\nfile: b\n");
        QVERIFY(v.isMap());
        QCOMPARE(v.entryCount(), 3);
        QVERIFY(v.find("file"));
        QCOMPARE(v.find("file")->scalar(), std::string("a"));
        QCOMPARE(v.find("key")->line(), 1);
        QCOMPARE(v.find("key")->column(), 5);
        QVERIFY(!v.find("missing"));
        QVERIFY(!YamlValue::parse("- file\n").find("file"));
    }

    // Nine levels of nine aliases: 9^9 values if each alias were copied. Refused at the
    // alias that would pass the bound, with its mark.
    void aliasBombIsRefusedWhereItWouldGrowPastTheBound() {
        std::string bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x]\n";
        for (int i = 1; i < 10; ++i) {
            bomb += "a" + std::to_string(i) + ": &a" + std::to_string(i) + " [";
            for (int k = 0; k < 9; ++k) bomb += (k ? ", *a" : "*a") + std::to_string(i - 1);
            bomb += "]\n";
        }
        QVERIFY(bomb.size() < 600);
        try {
            YamlValue::parse(bomb);
            QFAIL("the alias bomb was expanded");
        } catch (const YamlError& e) {
            QVERIFY2(e.message.find("aliases expand") != std::string::npos, e.what());
            QVERIFY(e.line >= 5 && e.line <= 9);
        }
    }

    void aliasesWithinTheBoundStillExpand() {
        const YamlValue v = YamlValue::parse("a: &a [1, 2, 3]\nb: [*a, *a, *a]\n");
        const YamlValue* b = v.find("b");
        QVERIFY(b && b->isSequence());
        QCOMPARE(int(b->items().size()), 3);
        QCOMPARE(b->items()[2].items()[1].scalar(), std::string("2"));
        // Just under the bound is fine: a wide flat list of aliases to one scalar.
        std::string wide = "s: &s x\nl: [";
        for (int k = 0; k < YamlValue::kMaxNodes - 10; ++k) wide += k ? ",*s" : "*s";
        wide += "]\n";
        QCOMPARE(int(YamlValue::parse(wide).find("l")->items().size()), YamlValue::kMaxNodes - 10);
    }
};

QTEST_APPLESS_MAIN(TestYamlValue)
#include "tst_yamlvalue.moc"
