// The front-matter reader: SourceText decoding, FrontMatterParser (quote checks, indentation
// repair, field checks) and the YamlValue tree it reads with libyaml.
#include <string_view>

#include "diagnostic.h"
#include "frontmatterparser.h"
#include "fuzztarget.h"
#include "sourcetext.h"
#include "yamlvalue.h"

using namespace techlog;

TECHLOG_FUZZ_TARGET(frontmatter) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const SourceText source = SourceText::decode(bytes);
    Diagnostics diags;
    const FrontMatterResult result =
        FrontMatterParser::parse(source.text, QStringLiteral("t/concept/fuzz.md"), diags);
    TECHLOG_FUZZ_CHECK(result.parsed <= result.found);
    TECHLOG_FUZZ_CHECK(result.bodyLine >= 1);
    for (const Diagnostic& d : diags) TECHLOG_FUZZ_CHECK(d.line >= 1 && d.column >= 1);

    // The raw bytes as YAML too: the parser above only sees what lies between `---` lines.
    try {
        const YamlValue v = YamlValue::parse(std::string_view(bytes.constData(), size_t(size)));
        (void)v.find("title");
    } catch (const YamlError&) {
        // A syntax error is an answer, not a finding.
    }
    return 0;
}
