// The isolation spec reader: SQL blocks as specscanner.l yields them, the grammar of
// specparse.y, isolationtester's checks with file, line and column, and the order of generated
// permutations.
#include <QtTest>

#include "isolationreplay.h"
#include "isolationspec.h"

using namespace techlog;

namespace {

std::optional<IsolationSpec> parse(const QByteArray& text, Diagnostics* d = nullptr) {
    Diagnostics local;
    auto spec = parseIsolationSpecText(text, QStringLiteral("t.spec"), d ? *d : local);
    return spec;
}

// `sessions` sessions of `steps` steps each, no explicit permutation.
QByteArray generatedSpec(int sessions, int steps) {
    QByteArray text;
    for (int s = 0; s < sessions; ++s) {
        const QByteArray name(1, char('a' + s));
        text += "session " + name;
        for (int i = 0; i < steps; ++i) text += " step " + name + QByteArray::number(i) + " {1}";
        text += '\n';
    }
    return text;
}

QStringList names(const IsolationSpec& spec, const IsolationSpec::Permutation& p) {
    QStringList out;
    for (const auto& ps : p) out << spec.steps[ps.step].name;
    return out;
}

}  // namespace

class TestIsolationSpec : public QObject {
    Q_OBJECT

private slots:
    void sqlBlockKeepsNewlinesAndDropsOnlyBlanksNextToBraces() {
        // the first } ends the block, even inside a string literal: the `'` after it is stray
        Diagnostics d;
        QVERIFY(!parse("session s\nstep b { SELECT '}' }\n", &d));
        QCOMPARE(d.value(0).message, QStringLiteral("syntax error: unexpected character \"'\""));
        QCOMPARE(d.value(0).column, 19);
        const auto ok = parse(
            "session s\nstep a {  SELECT 1;\t}\nstep b {\n    SELECT 2;\n}\n"
            "step c { x\r\n}");
        QVERIFY(ok);
        QCOMPARE(ok->steps[0].sql, QByteArray("SELECT 1;"));
        QCOMPARE(ok->steps[1].sql, QByteArray("\n    SELECT 2;\n"));
        QCOMPARE(ok->steps[2].sql, QByteArray("x\r\n"));
    }

    void grammarReadsSetupsTeardownSessionsAndBlockers() {
        const auto spec = parse(
            "# comment\nsetup { A; }\nsetup { B; }\nteardown { C; }\n"
            "session \"s 1\" setup { S; } step x { X; } teardown { T; }\n"
            "session s2 step y { Y; } step z { Z; }\n"
            "permutation x (*) y(x, x notices 2)\n  z # trailing comment\n");
        QVERIFY(spec);
        QCOMPARE(spec->setup, (QList<QByteArray>{"A;", "B;"}));
        QCOMPARE(*spec->teardown, QByteArray("C;"));
        QCOMPARE(spec->sessions[0].name, QStringLiteral("s 1"));
        QCOMPARE(*spec->sessions[0].setup, QByteArray("S;"));
        QCOMPARE(*spec->sessions[0].teardown, QByteArray("T;"));
        QCOMPARE(spec->permutations.size(), 1);
        const auto& p = spec->permutations[0];
        QCOMPARE(names(*spec, p), (QStringList{"x", "y", "z"}));
        QCOMPARE(p[0].blockers.size(), 1);
        QCOMPARE(p[0].blockers[0].kind, IsolationSpec::Blocker::Kind::Once);
        QCOMPARE(p[1].blockers.size(), 2);
        QCOMPARE(p[1].blockers[0].kind, IsolationSpec::Blocker::Kind::OtherStep);
        QCOMPARE(p[1].blockers[1].kind, IsolationSpec::Blocker::Kind::Notices);
        QCOMPARE(p[1].blockers[1].notices, 2);
        QCOMPARE(p[1].blockers[1].step, 0);
    }

    void errorsCarryLineColumnAndIsolationtesterWording_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("duplicate step")
            << QByteArray("session a\nstep x {1}\nsession b\n  step x {2}\n") << 4 << 8
            << "isolation-duplicate-step"
            << "duplicate step name: x";
        QTest::newRow("unknown step") << QByteArray("session a step x {1}\npermutation x  nope\n")
                                      << 2 << 16 << "isolation-unknown-step"
                                      << "undefined step \"nope\" specified in permutation";
        QTest::newRow("own session blocker")
            << QByteArray("session a step x {1} step y {2}\npermutation x y(x)\n") << 2 << 17
            << "isolation-own-session-blocker"
            << "permutation step \"y\" cannot block on its own session";
        QTest::newRow("unterminated block")
            << QByteArray("session a\nstep x { SELECT 1;\n") << 2 << 8 << "isolation-syntax"
            << "unterminated sql block";
        QTest::newRow("stray character")
            << QByteArray("session a\nstep x {1} ;\n") << 2 << 12 << "isolation-syntax"
            << "syntax error: unexpected character \";\"";
        QTest::newRow("no session")
            << QByteArray("setup {1}\nstep x {1}\n") << 2 << 1 << "isolation-syntax"
            << "syntax error: expected \"session\", found keyword \"step\"";
        // What was expected and what was found, each in words of its own (translated apart).
        QTest::newRow("end of file") << QByteArray("setup {1}\n") << 2 << 1 << "isolation-syntax"
                                     << "syntax error: expected \"session\", found end of file";
        QTest::newRow("number") << QByteArray("session 5\n") << 1 << 9 << "isolation-syntax"
                                << "syntax error: expected a name, found number 5";
        QTest::newRow("sql block") << QByteArray("session {x}\n") << 1 << 9 << "isolation-syntax"
                                   << "syntax error: expected a name, found an SQL block";
        QTest::newRow("no sql block")
            << QByteArray("session s step a b\n") << 1 << 18 << "isolation-syntax"
            << "syntax error: expected an SQL block { ... }, found \"b\"";
        QTest::newRow("no step name")
            << QByteArray("session s step a {x}\npermutation\n") << 3 << 1 << "isolation-syntax"
            << "syntax error: expected a step name, found end of file";
        QTest::newRow("no blocker")
            << QByteArray("session s step a {x}\npermutation a(\n") << 3 << 1 << "isolation-syntax"
            << "syntax error: expected \"*\" or a step name, found end of file";
        QTest::newRow("no closing parenthesis")
            << QByteArray("session s step a {x}\nsession t step b {y}\npermutation a(* b\n") << 3
            << 17 << "isolation-syntax"
            << "syntax error: expected \",\" or \")\", found \"b\"";
        QTest::newRow("no notices count")
            << QByteArray("session s step a {x}\nsession t step b {y}\npermutation a(b notices)\n")
            << 3 << 24 << "isolation-syntax"
            << "syntax error: expected a number, found \")\"";
        QTest::newRow("unterminated quote")
            << QByteArray("session \"abc\n") << 1 << 9 << "isolation-syntax"
            << "unterminated quoted identifier";
        QTest::newRow("unknown blocker")
            << QByteArray("session s step a {x}\npermutation a(zz)\n") << 2 << 15
            << "isolation-unknown-step"
            << "undefined blocking step \"zz\" referenced in permutation step \"a\"";
    }

    void errorsCarryLineColumnAndIsolationtesterWording() {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, code);
        QFETCH(QString, message);
        Diagnostics d;
        QVERIFY(!parse(text, &d));
        QCOMPARE(d.size(), 1);
        QCOMPARE(d[0].path, QStringLiteral("t.spec"));
        QCOMPARE(d[0].message, message);
        QCOMPARE(d[0].code, code);
        QCOMPARE(d[0].line, line);
        QCOMPARE(d[0].column, column);
    }

    void unusedStepsAreSortedByteWise() {
        const auto spec =
            parse("session a step b {1} step B {1} step c {1} step _ {1}\npermutation c\n");
        QVERIFY(spec);
        QCOMPARE(spec->unusedSteps(), (QStringList{"B", "_", "b"}));
        QVERIFY(parse("session a step x {1}\n")->unusedSteps().isEmpty());
    }

    void generatedPermutationsAreAllInterleavingsInIsolationtesterOrder() {
        // fk-contention: ins com / upd -> ins com upd, ins upd com, upd ins com
        const auto spec = parse("session s1 step ins {1} step com {2}\nsession s2 step upd {3}\n");
        QVERIFY(spec);
        QList<QStringList> seen;
        spec->forEachPermutation([&](const IsolationSpec::Permutation& p) {
            seen << names(*spec, p);
            return true;
        });
        QCOMPARE(seen, (QList<QStringList>{
                           {"ins", "com", "upd"}, {"ins", "upd", "com"}, {"upd", "ins", "com"}}));
        QCOMPARE(spec->permutationCount(), 3);
        const auto big = parse(
            "session a step a1{1} step a2{1} step a3{1}\nsession b step b1{1} step b2{1}\n"
            "session c step c1{1} step c2{1}\n");
        qint64 n = 0;
        big->forEachPermutation([&](const IsolationSpec::Permutation&) { return ++n < 1000; });
        QCOMPARE(n, big->permutationCount());  // 7!/(3!2!2!) = 210
        QCOMPARE(n, 210);
    }

    // 4 sessions of 10 steps interleave 40!/(10!)^4 ways, about 4.7e21: past qint64, where the
    // count overflowed (undefined behaviour, which UBSan reports in the sanitizer build). It
    // saturates instead, and the record's header says "more than".
    void generatedPermutationsPastCountingSaturate() {
        const auto spec = parse(generatedSpec(4, 10));
        QVERIFY(spec);
        QCOMPARE(spec->permutationCount(), IsolationSpec::kPermutationCountLimit + 1);
        QVERIFY(spec->hasMorePermutationsThanCounted());
        QCOMPARE(spec->permutationCountText(), QStringLiteral("more than 1000000000000"));
        IsolationResult result;
        result.serverVersion = QStringLiteral("15.18");
        const QString header = IsolationReplay::record(*spec, result).section(u'\n', 0, 0);
        QCOMPARE(header, QStringLiteral("# PostgreSQL 15.18 · isolation spec t · 4 sessions, "
                                        "more than 1000000000000 permutations (all)"));
        // Below the limit the count stays exact: 3 sessions of 8 steps, 24!/(8!)^3.
        const auto near = parse(generatedSpec(3, 8));
        QVERIFY(near);
        QCOMPARE(near->permutationCount(), Q_INT64_C(9465511770));
        QVERIFY(!near->hasMorePermutationsThanCounted());
        QCOMPARE(near->permutationCountText(), QStringLiteral("9465511770"));
    }
};

QTEST_GUILESS_MAIN(TestIsolationSpec)
#include "tst_isolationspec.moc"
