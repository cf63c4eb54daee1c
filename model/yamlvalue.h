#pragma once

#include <exception>
#include <string>
#include <string_view>
#include <vector>

namespace techlog {

// Why a text is not YAML, and where: 0-based line and column (in characters), -1 when unknown.
class YamlError : public std::exception {
public:
    YamlError(int line, int column, std::string message)
        : line(line), column(column), message(std::move(message)) {}
    const char* what() const noexcept override { return message.c_str(); }

    int line;
    int column;
    std::string message;
};

// A YAML document as plain values, built from libyaml's parse events. `techlog check` reads the
// front matter of every document in the workspace once; yaml-cpp's scanner, which matched
// every character against regular-expression objects, was half of the check's instructions
// (BENCHMARKS.md, issue 38), libyaml's is a fraction of that. The tree is what YAML::Load read
// before (tst_yamlvalue compares them), but an alias is marked where it stands and a column
// counts characters, not UTF-8 bytes.
class YamlValue {
public:
    enum class Type { Null, Scalar, Sequence, Map };

    // The first document of `text`; a Null value when there is none. Throws YamlError on a
    // syntax error, and also when the tree would grow past `kMaxNodes` values (each alias is a
    // copy of what its anchor named, so a few hundred bytes of nested aliases, an "alias bomb",
    // would otherwise expand to gigabytes) or nest deeper than `kMaxDepth` (the tree is freed
    // recursively).
    static constexpr int kMaxNodes = 100000;
    static constexpr int kMaxDepth = 1000;
    static YamlValue parse(std::string_view text);

    Type type() const { return type_; }
    bool isNull() const { return type_ == Type::Null; }
    bool isScalar() const { return type_ == Type::Scalar; }
    bool isSequence() const { return type_ == Type::Sequence; }
    bool isMap() const { return type_ == Type::Map; }

    // Where the value starts: 0-based line and column (characters), -1 when unknown.
    int line() const { return line_; }
    int column() const { return column_; }

    // The text of a scalar; empty for anything else.
    const std::string& scalar() const { return scalar_; }

    // A sequence's items.
    const std::vector<YamlValue>& items() const { return children_; }

    // A map's entries in document order, duplicates kept: key i is children[2i], its value
    // children[2i + 1].
    int entryCount() const { return isMap() ? int(children_.size() / 2) : 0; }
    const YamlValue& key(int i) const { return children_[size_t(2 * i)]; }
    const YamlValue& value(int i) const { return children_[size_t(2 * i + 1)]; }

    // The value of the first entry whose key is the scalar `key`, or nullptr.
    const YamlValue* find(std::string_view key) const;

private:
    friend class YamlValueBuilder;
    Type type_ = Type::Null;
    int line_ = -1;
    int column_ = -1;
    int nodes_ = 1;  // values in this subtree, itself included
    std::string scalar_;
    std::vector<YamlValue> children_;
};

}  // namespace techlog
