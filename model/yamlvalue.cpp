#include "yamlvalue.h"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

#include <istream>
#include <map>
#include <streambuf>
#include <string>

namespace techlog {

namespace {

// Reads the text in place: yaml-cpp wants a std::istream, and a string stream would copy.
class ViewBuffer : public std::streambuf {
public:
    explicit ViewBuffer(std::string_view text) {
        char* begin = const_cast<char*>(text.data());  // only ever read
        setg(begin, begin, begin + text.size());
    }
};

}  // namespace

// Turns yaml-cpp's events into a YamlValue: open containers wait on a stack and move into
// their parent when they close.
class YamlValueBuilder : public YAML::EventHandler {
public:
    YamlValue root;
    bool haveRoot = false;

    void OnDocumentStart(const YAML::Mark&) override {}
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override {
        add(make(YamlValue::Type::Null, mark), anchor);
    }
    void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override {
        // An alias reads as the value its anchor named (a copy: front matter rarely has any).
        const auto found = anchors_.find(anchor);
        if (found != anchors_.end()) count(found->second.nodes_, mark);
        YamlValue v = found != anchors_.end() ? found->second : YamlValue();
        v.line_ = mark.line;
        v.column_ = mark.column;
        add(std::move(v), 0);
    }
    void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                  const std::string& value) override {
        YamlValue v = make(YamlValue::Type::Scalar, mark);
        v.scalar_ = value;
        add(std::move(v), anchor);
    }
    void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value) override {
        open_.push_back({make(YamlValue::Type::Sequence, mark), anchor});
    }
    void OnSequenceEnd() override { close(); }
    void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value) override {
        open_.push_back({make(YamlValue::Type::Map, mark), anchor});
    }
    void OnMapEnd() override { close(); }

private:
    struct Open {
        YamlValue value;
        YAML::anchor_t anchor;
    };
    std::vector<Open> open_;
    std::map<YAML::anchor_t, YamlValue> anchors_;

    int total_ = 0;  // values built so far, alias copies included

    // Refuses to build past kMaxNodes values, before the copy is made.
    void count(int more, const YAML::Mark& mark) {
        if (more > YamlValue::kMaxNodes - total_)
            throw YAML::ParserException(mark, "aliases expand to more than " +
                                                  std::to_string(YamlValue::kMaxNodes) +
                                                  " values; not expanded");
        total_ += more;
    }
    YamlValue make(YamlValue::Type type, const YAML::Mark& mark) {
        count(1, mark);
        YamlValue v;
        v.type_ = type;
        v.line_ = mark.line;
        v.column_ = mark.column;
        return v;
    }
    void add(YamlValue v, YAML::anchor_t anchor) {
        if (anchor != 0) anchors_[anchor] = v;
        if (!open_.empty()) {
            open_.back().value.children_.push_back(std::move(v));
        } else if (!haveRoot) {
            root = std::move(v);
            haveRoot = true;
        }
    }
    void close() {
        Open done = std::move(open_.back());
        open_.pop_back();
        for (const YamlValue& child : done.value.children_) done.value.nodes_ += child.nodes_;
        add(std::move(done.value), done.anchor);
    }
};

YamlValue YamlValue::parse(std::string_view text) {
    ViewBuffer buffer(text);
    std::istream in(&buffer);
    YAML::Parser parser(in);
    YamlValueBuilder builder;
    parser.HandleNextDocument(builder);
    return std::move(builder.root);
}

const YamlValue* YamlValue::find(std::string_view key) const {
    for (int i = 0; i < entryCount(); ++i)
        if (this->key(i).isScalar() && this->key(i).scalar() == key) return &value(i);
    return nullptr;
}

}  // namespace techlog
