#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace techlog {

// A YAML document as plain values, built from yaml-cpp's parse events. `techlog check` reads
// the front matter of every document in the workspace once, in order; yaml-cpp's YAML::Node
// spends shared pointers and a set insertion on every node, which was a tenth of the check's
// time. Same parser, same errors (YAML::Exception), same marks (but an alias is marked where it
// stands); only the tree is cheaper.
class YamlValue {
public:
    enum class Type { Null, Scalar, Sequence, Map };

    // The first document of `text`; a Null value when there is none. Throws YAML::Exception
    // (with its mark) on a syntax error, as YAML::Load does, and also when the tree would
    // grow past `kMaxNodes` values: each alias is a copy of what its anchor named, so a few
    // hundred bytes of nested aliases (an "alias bomb") would otherwise expand to gigabytes.
    static constexpr int kMaxNodes = 100000;
    static YamlValue parse(std::string_view text);

    Type type() const { return type_; }
    bool isNull() const { return type_ == Type::Null; }
    bool isScalar() const { return type_ == Type::Scalar; }
    bool isSequence() const { return type_ == Type::Sequence; }
    bool isMap() const { return type_ == Type::Map; }

    // yaml-cpp's 0-based mark of where the value starts, -1 when unknown.
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
