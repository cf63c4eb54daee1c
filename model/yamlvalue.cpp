#include "yamlvalue.h"

#include <yaml.h>

#include <map>
#include <string>

namespace techlog {

namespace {

// A plain scalar without a tag that YAML reads as null, as YAML::Load did.
bool isNullScalar(const yaml_event_t& e) {
    if (e.data.scalar.tag || e.data.scalar.style != YAML_PLAIN_SCALAR_STYLE) return false;
    const std::string_view v(reinterpret_cast<const char*>(e.data.scalar.value),
                             e.data.scalar.length);
    return v.empty() || v == "~" || v == "null" || v == "Null" || v == "NULL";
}

std::string anchorOf(const yaml_char_t* anchor) {
    return anchor ? std::string(reinterpret_cast<const char*>(anchor)) : std::string();
}

// libyaml's parser and its current event, released however the parse ends.
struct Parser {
    yaml_parser_t parser;
    yaml_event_t event;
    bool haveEvent = false;
    explicit Parser(std::string_view text) {
        yaml_parser_initialize(&parser);
        yaml_parser_set_input_string(&parser, reinterpret_cast<const unsigned char*>(text.data()),
                                     text.size());
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING);
    }
    ~Parser() {
        if (haveEvent) yaml_event_delete(&event);
        yaml_parser_delete(&parser);
    }
    Parser(const Parser&) = delete;
    Parser& operator=(const Parser&) = delete;

    const yaml_event_t& next() {
        if (haveEvent) yaml_event_delete(&event);
        haveEvent = yaml_parser_parse(&parser, &event) != 0;
        if (!haveEvent) throw error();
        return event;
    }

    YamlError error() const {
        std::string message = parser.problem ? parser.problem : "cannot read the YAML";
        if (parser.context) message += std::string(" ") + parser.context;
        if (parser.error == YAML_READER_ERROR) return YamlError(-1, -1, message);
        return YamlError(int(parser.problem_mark.line), int(parser.problem_mark.column), message);
    }
};

}  // namespace

// Turns libyaml's events into a YamlValue: open containers wait on a stack and move into their
// parent when they close.
class YamlValueBuilder {
public:
    YamlValue root;
    bool haveRoot = false;

    void onEvent(const yaml_event_t& e) {
        const yaml_mark_t& mark = e.start_mark;
        switch (e.type) {
            case YAML_ALIAS_EVENT: {
                // An alias reads as the value its anchor named (a copy: front matter rarely has
                // any).
                const auto found = anchors_.find(anchorOf(e.data.alias.anchor));
                if (found == anchors_.end())
                    throw YamlError(int(mark.line), int(mark.column),
                                    "found an alias to an anchor that is not defined");
                count(found->second.nodes_, mark);
                YamlValue v = found->second;
                v.line_ = int(mark.line);
                v.column_ = int(mark.column);
                add(std::move(v), {});
                break;
            }
            case YAML_SCALAR_EVENT: {
                if (isNullScalar(e)) {
                    add(make(YamlValue::Type::Null, mark), anchorOf(e.data.scalar.anchor));
                    break;
                }
                YamlValue v = make(YamlValue::Type::Scalar, mark);
                v.scalar_.assign(reinterpret_cast<const char*>(e.data.scalar.value),
                                 e.data.scalar.length);
                add(std::move(v), anchorOf(e.data.scalar.anchor));
                break;
            }
            case YAML_SEQUENCE_START_EVENT:
                open(make(YamlValue::Type::Sequence, mark), anchorOf(e.data.sequence_start.anchor),
                     mark);
                break;
            case YAML_MAPPING_START_EVENT:
                open(make(YamlValue::Type::Map, mark), anchorOf(e.data.mapping_start.anchor), mark);
                break;
            case YAML_SEQUENCE_END_EVENT:
            case YAML_MAPPING_END_EVENT:
                close();
                break;
            default:
                break;
        }
    }

private:
    struct Open {
        YamlValue value;
        std::string anchor;
    };
    std::vector<Open> open_;
    std::map<std::string, YamlValue, std::less<>> anchors_;

    int total_ = 0;  // values built so far, alias copies included

    // Refuses to build past kMaxNodes values, before the copy is made.
    void count(int more, const yaml_mark_t& mark) {
        if (more > YamlValue::kMaxNodes - total_)
            throw YamlError(int(mark.line), int(mark.column),
                            "aliases expand to more than " + std::to_string(YamlValue::kMaxNodes) +
                                " values; not expanded");
        total_ += more;
    }
    YamlValue make(YamlValue::Type type, const yaml_mark_t& mark) {
        count(1, mark);
        YamlValue v;
        v.type_ = type;
        v.line_ = int(mark.line);
        v.column_ = int(mark.column);
        return v;
    }
    void open(YamlValue v, std::string anchor, const yaml_mark_t& mark) {
        if (int(open_.size()) >= YamlValue::kMaxDepth)
            throw YamlError(
                int(mark.line), int(mark.column),
                "nested deeper than " + std::to_string(YamlValue::kMaxDepth) + " levels; not read");
        open_.push_back({std::move(v), std::move(anchor)});
    }
    void add(YamlValue v, std::string anchor) {
        if (!anchor.empty()) anchors_[std::move(anchor)] = v;
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
        add(std::move(done.value), std::move(done.anchor));
    }
};

YamlValue YamlValue::parse(std::string_view text) {
    Parser parser(text);
    YamlValueBuilder builder;
    // Only the first document is read: the rest of the stream is not looked at.
    for (;;) {
        const yaml_event_t& e = parser.next();
        if (e.type == YAML_DOCUMENT_END_EVENT || e.type == YAML_STREAM_END_EVENT) break;
        builder.onEvent(e);
    }
    return std::move(builder.root);
}

const YamlValue* YamlValue::find(std::string_view key) const {
    for (int i = 0; i < entryCount(); ++i)
        if (this->key(i).isScalar() && this->key(i).scalar() == key) return &value(i);
    return nullptr;
}

}  // namespace techlog
