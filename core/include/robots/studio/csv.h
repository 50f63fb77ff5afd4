// SPDX-License-Identifier: MIT
#pragma once

// CSV as RFC 4180 defines it, the one writer and the one reader of the studio: the tester's export
// and "Copy as CSV", the sitemap audit's export (`robotstxt sitemap --csv`, Site → Export CSV) and
// the tester's CSV import. Bytes in, bytes out: UTF-8 passes through untouched, since every byte
// the format gives a meaning to (quote, separator, CR, LF) is ASCII.

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace robots {

/// Appends one field to OUT, quoted when it must be (RFC 4180 §2.6: a field holding a comma, a
/// double quote, CR or LF is enclosed in double quotes; §2.7: a double quote inside is doubled).
/// Anything else is written as it is. O(length of FIELD).
void appendCsvField(std::string &out, std::string_view field);

/// Appends one record: the fields separated by commas (RFC 4180 §2.4) and the record ended by
/// CRLF (§2.1). O(total length).
void appendCsvRecord(std::string &out, std::initializer_list<std::string_view> fields);
void appendCsvRecord(std::string &out, const std::vector<std::string> &fields);

/// Reads CSV TEXT into records of fields. SEPARATOR is `,` for RFC 4180; `;` and tab are accepted
/// too, as spreadsheets in many locales write them. Lenient where people's files are:
/// - a record ends at CRLF, a lone LF or a lone CR (RFC 4180 §2.1 asks for CRLF; files edited on
///   Unix end lines with LF);
/// - a field is quoted only when its first character is `"` (§2.5); inside, `""` is one quote and
///   separators and line breaks are data (§2.6, §2.7); characters after the closing quote are kept
///   (`"a"b` reads `ab`) and a quote later in an unquoted field is data (`a"b` reads `a"b`);
/// - a quoted field left open runs to the end of the text;
/// - empty lines are no records (RFC 4180 has no empty record; a blank line between rows is a slip).
/// Records may have different numbers of fields (§2.4 asks for the same; the caller decides).
/// O(length of TEXT).
[[nodiscard]] std::vector<std::vector<std::string>> readCsv(std::string_view text, char separator = ',');

} // namespace robots
