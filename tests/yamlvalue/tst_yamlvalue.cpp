// YamlValue must read exactly what yaml-cpp's YAML::Node reads (types, scalars, marks, order,
// duplicates, errors), since it replaced YAML::Load for the front matter.
#include <yaml-cpp/yaml.h>

#include <QtTest>

#include "yamlvalue.h"

using namespace techlog;

namespace {

// Describes a YAML::Node and a YamlValue in the same words, marks included.
QString describe(const YAML::Node& n) {
    const QString at = QStringLiteral("@%1:%2").arg(n.Mark().line).arg(n.Mark().column);
    switch (n.Type()) {
        case YAML::NodeType::Null:
        case YAML::NodeType::Undefined:
            return QStringLiteral("~") + at;
        case YAML::NodeType::Scalar:
            return QStringLiteral("'%1'").arg(QString::fromStdString(n.Scalar())) + at;
        case YAML::NodeType::Sequence: {
            QStringList parts;
            for (const YAML::Node& item : n) parts << describe(item);
            return QStringLiteral("[") + parts.join(QStringLiteral(", ")) + QStringLiteral("]") +
                   at;
        }
        case YAML::NodeType::Map: {
            QStringList parts;
            for (auto it = n.begin(); it != n.end(); ++it)
                parts << describe(it->first) + QStringLiteral(": ") + describe(it->second);
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
        QTest::newRow("nulls") << QStringLiteral("a:\nb: ~\nc: null\nd: Null\ne: \"null\"\n");
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
    }
    void readsWhatYamlNodeReads() {
        QFETCH(QString, yaml);
        const std::string text = yaml.toStdString();
        const QString expected = describe(YAML::Load(text));
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

    void syntaxErrorsThrowWithYamlCppMark_data() {
        QTest::addColumn<QString>("yaml");
        QTest::newRow("tab indentation") << QStringLiteral("a:\n\tb: 1\n");
        QTest::newRow("unclosed flow") << QStringLiteral("a: [1, 2\nb: 3\n");
        QTest::newRow("bad indentation") << QStringLiteral("a: 1\n  b: 2\n");
        QTest::newRow("unknown alias") << QStringLiteral("a: *nowhere\n");
    }
    void syntaxErrorsThrowWithYamlCppMark() {
        QFETCH(QString, yaml);
        const std::string text = yaml.toStdString();
        int nodeLine = -2, nodeColumn = -2;
        std::string nodeMessage;
        try {
            YAML::Load(text);
        } catch (const YAML::Exception& e) {
            nodeLine = e.mark.line;
            nodeColumn = e.mark.column;
            nodeMessage = e.msg;
        }
        QVERIFY2(nodeLine != -2, "the corpus entry must be an error for yaml-cpp");
        bool thrown = false;
        try {
            YamlValue::parse(text);
        } catch (const YAML::Exception& e) {
            thrown = true;
            QCOMPARE(e.mark.line, nodeLine);
            QCOMPARE(e.mark.column, nodeColumn);
            QCOMPARE(e.msg, nodeMessage);
        }
        QVERIFY(thrown);
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
    // alias that would pass the bound, with yaml-cpp's mark of it.
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
        } catch (const YAML::Exception& e) {
            QVERIFY2(e.msg.find("aliases expand") != std::string::npos, e.msg.c_str());
            QVERIFY(e.mark.line >= 5 && e.mark.line <= 9);
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
