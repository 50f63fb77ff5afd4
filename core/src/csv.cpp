// SPDX-License-Identifier: MIT
#include "robots/studio/csv.h"

namespace robots {

void appendCsvField(std::string &out, std::string_view field)
{
    // RFC 4180 §2.6: only a field holding a comma, a double quote or a line break needs quotes.
    if (field.find_first_of(",\"\r\n") == std::string_view::npos) {
        out.append(field);
        return;
    }
    out.push_back('"');
    for (const char c : field) {
        if (c == '"')
            out.push_back('"'); // RFC 4180 §2.7
        out.push_back(c);
    }
    out.push_back('"');
}

namespace {

template<typename Fields>
void appendRecord(std::string &out, const Fields &fields)
{
    bool first = true;
    for (const std::string_view field : fields) {
        if (!first)
            out.push_back(','); // RFC 4180 §2.4
        first = false;
        appendCsvField(out, field);
    }
    out.append("\r\n"); // RFC 4180 §2.1
}

} // namespace

void appendCsvRecord(std::string &out, std::initializer_list<std::string_view> fields)
{
    appendRecord(out, fields);
}

void appendCsvRecord(std::string &out, const std::vector<std::string> &fields)
{
    appendRecord(out, fields);
}

std::vector<std::vector<std::string>> readCsv(std::string_view text, char separator)
{
    std::vector<std::vector<std::string>> records;
    std::vector<std::string> record;
    std::string field;
    bool quoted = false;
    // Whether the current record has begun: a separator or a quote makes a field even when it is
    // empty, so `,` is a record of two empty fields while an empty line is no record.
    bool fieldStarted = false;
    const auto endRecord = [&] {
        if (fieldStarted || !record.empty()) {
            record.push_back(std::move(field));
            records.push_back(std::move(record));
        }
        record.clear();
        field.clear();
        fieldStarted = false;
    };
    const std::size_t n = text.size();
    for (std::size_t i = 0; i < n; ++i) {
        const char c = text[i];
        if (quoted) {
            if (c != '"') {
                field.push_back(c); // RFC 4180 §2.6: separators and line breaks are data here
            } else if (i + 1 < n && text[i + 1] == '"') {
                field.push_back('"'); // RFC 4180 §2.7
                ++i;
            } else {
                quoted = false;
            }
            continue;
        }
        if (c == '"' && field.empty()) {
            quoted = true;
            fieldStarted = true;
        } else if (c == separator) {
            record.push_back(std::move(field));
            field.clear();
            fieldStarted = true;
        } else if (c == '\r' || c == '\n') {
            if (c == '\r' && i + 1 < n && text[i + 1] == '\n')
                ++i;
            endRecord();
        } else {
            field.push_back(c);
            fieldStarted = true;
        }
    }
    endRecord();
    return records;
}

} // namespace robots
