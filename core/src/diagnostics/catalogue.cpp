// SPDX-License-Identifier: MIT
// The lint catalogue as data: every check's code, slug, severity, "why it matters" with its
// source, the dialects it can concern, and an example with its correction. docs/diagnostics.md
// is generated from this table (`robotstxt lint --list-checks --format markdown`); ids of the
// texts ("check.R302.title") are stable so the GUI can translate them.
#include "diagnostics_internal.h"

#include <algorithm>
#include <array>

namespace robots {
namespace {

using namespace std::string_view_literals; // R109's example holds NUL bytes

constexpr DialectMask kRfc = dialectBit(DialectId::Rfc9309);
constexpr DialectMask kGoogle = dialectBit(DialectId::Google);
constexpr DialectMask kBing = dialectBit(DialectId::Bing);
constexpr DialectMask kYandex = dialectBit(DialectId::Yandex);
constexpr DialectMask k1994 = dialectBit(DialectId::NoRobots1994);
constexpr DialectMask kPerl = dialectBit(DialectId::WwwRobotRules);
constexpr DialectMask kPython = dialectBit(DialectId::PythonUrllib);
constexpr DialectMask kRuby = dialectBit(DialectId::RubyRobotstxt);
constexpr DialectMask kAll = kAllDialects;

constexpr CheckCategory F = CheckCategory::File;
constexpr CheckCategory L = CheckCategory::Lines;
constexpr CheckCategory G = CheckCategory::Groups;
constexpr CheckCategory P = CheckCategory::Paths;
constexpr CheckCategory R = CheckCategory::Rules;
constexpr CheckCategory V = CheckCategory::Values;

constexpr Severity E = Severity::Error;
constexpr Severity W = Severity::Warning;
constexpr Severity I = Severity::Info;
constexpr Severity H = Severity::Hint;

// clang-format off
constexpr std::array<Check, diag::kCheckCount> kChecks{{
    // ---------------------------------------------------------------- R1xx file
    {"R101", "empty-file", F, I,
     {"check.R101.title", "The file has no records"},
     {"check.R101.why", "A robots.txt that is empty, or holds only comments and blank lines, restricts nothing: every crawler may fetch every URL, exactly as if the file did not exist. That is a valid choice, but an empty file is more often a deployment accident (a template never filled in, a build step that wrote nothing) that silently opens a site that was meant to be closed."},
     "the 1994 standard (\"an empty /robots.txt file … will be treated as if it was not present\"); RFC 9309 §2.2.2",
     kAll, "# robots.txt\n", "# robots.txt\nUser-agent: *\nDisallow:\n", false, false},
    {"R102", "over-size-limit", F, W,
     {"check.R102.title", "File larger than the 500 KiB crawlers read"},
     {"check.R102.why", "RFC 9309 only obliges crawlers to parse the first 500 kibibytes of a robots.txt, and Google stops exactly there: every line after the cut is ignored, and the line the cut falls in is read only up to the cut. Yandex's documentation goes further: a robots.txt over its limit allows everything, which is what a fetch decides for Yandex here (its fetch policy), while verdicts on the text itself read its first 500 KiB like the others. Rules at the end of a very large file therefore do nothing for the crawlers that matter most. The finding says, for each reader, how many lines, rules and whole groups it loses, and how it reads the line the cut falls in."},
     "RFC 9309 §2.5; Google Search Central (robots.txt size limit); Yandex Webmaster help",
     kAll, "", "", false, false},
    {"R103", "invalid-utf8", F, W,
     {"check.R103.title", "Bytes that are not UTF-8"},
     {"check.R103.why", "RFC 9309 defines robots.txt as UTF-8 text. Bytes from another encoding (Latin-1, Windows-1252, Shift_JIS) reach each crawler differently: some percent-encode the raw bytes, some replace them, some decode them with another charset, so a path written with them matches different URLs — or none — depending on the reader."},
     "RFC 9309 §2.3 (\"The file MUST be UTF-8 encoded\")",
     kAll, "User-agent: *\nDisallow: /caf\xE9/\n", "User-agent: *\nDisallow: /caf\xC3\xA9/\n", true, false},
    {"R104", "byte-order-mark", F, W,
     {"check.R104.title", "UTF-8 byte order mark"},
     {"check.R104.why", "Google and RFC 9309 readers skip a UTF-8 byte order mark, but readers that take it as text (Python's urllib.robotparser, Perl's WWW::RobotRules, the Ruby gem) see the first key as \"\\uFEFFUser-agent\" and do not recognise the first line. When that line is a User-agent, its whole group loses its agent for those readers."},
     "RFC 9309 §2.2 (Google's library skips the BOM); SEMANTICS.md row \"BOM\"",
     k1994 | kPerl | kPython | kRuby, "\xEF\xBB\xBFUser-agent: *\nDisallow: /x\n", "User-agent: *\nDisallow: /x\n", true, true},
    {"R105", "control-characters", F, W,
     {"check.R105.title", "NUL or control characters"},
     {"check.R105.why", "NUL bytes and other control characters have no place in a text file. Some readers stop at a NUL, some keep it in the value so the rule never matches, and Python's urllib.robotparser also breaks lines at vertical tab, form feed and the Unicode line separators — so one physical line becomes two records there, and a key or value is cut in half."},
     "RFC 9309 §2.2 (the file is lines of UTF-8 text); Python str.splitlines()",
     kAll, "User-agent: *\nDisallow: /private\x0B/x\n", "User-agent: *\nDisallow: /private/x\n", true, false},
    {"R106", "not-robots-txt", F, E,
     {"check.R106.title", "Not a robots.txt (HTML, XML or JSON)"},
     {"check.R106.why", "Servers often answer /robots.txt with an HTML error page, a soft-404 or a JSON document. Crawlers parse it anyway: nothing in it is a User-agent or a rule, so the site is fully open — or a stray line happens to look like a rule. Serve a plain text robots.txt, or a 404 if there is none."},
     "RFC 9309 §2.3 (text/plain); §2.3.1.3 (404 means no restrictions)",
     kAll, "<!DOCTYPE html>\n<html><body>Not found</body></html>\n", "User-agent: *\nDisallow:\n", false, false},
    {"R107", "line-endings", F, I,
     {"check.R107.title", "Windows, old Mac or mixed line endings"},
     {"check.R107.why", "RFC 9309 accepts LF, CR and CRLF, so most crawlers read every style. Mixed endings are still worth fixing: they usually mean the file was assembled from pieces, tools that count lines disagree about line numbers, and a lone CR inside a line is a line break for some readers and an ordinary byte for others."},
     "RFC 9309 §2.2 (EOL = CR / LF / CRLF); the 1994 standard (\"terminated by CR, CR/NL, or NL\")",
     kAll, "User-agent: *\nDisallow: /a\r\nDisallow: /b\n", "User-agent: *\nDisallow: /a\nDisallow: /b\n", true, true},
    {"R108", "unknown-suppression", F, W,
     {"check.R108.title", "Suppression comment names an unknown check"},
     {"check.R108.why", "A `# robotstxt: disable=…` comment silences findings by code or slug. A code that does not exist silences nothing — usually a typo — so the finding it was meant for still shows, or worse, a later real problem is hidden by a too-broad `all`."},
     "Robots.txt Studio (docs/diagnostics.md, \"Suppressing findings\")",
     kAll, "User-agent: *\nDisallow: /admin/ # robotstxt: disable=R580\n", "User-agent: *\nDisallow: /admin/ # robotstxt: disable=R508\n", false, false},
    {"R109", "utf16-or-utf32", F, E,
     {"check.R109.title", "UTF-16 or UTF-32 instead of UTF-8"},
     {"check.R109.why", "RFC 9309 requires robots.txt to be UTF-8 text, and crawlers read it as such: a file saved as UTF-16 or UTF-32 (as some Windows editors do, \"Unicode\" in Notepad) has a NUL byte beside every letter when read that way, so no line is a User-agent or a rule. Google's parser, Bing, Yandex, RFC 9309 readers, the 1994 standard, Perl's WWW::RobotRules and the Ruby gem find no rules and allow every URL; Python's urllib.robotparser (3.11) cannot decode a file with a UTF-16 or UTF-32 byte order mark at all, and a crawler built on it is refused every URL. Converting the file to UTF-8 keeps its text and changes only how it is stored."},
     "RFC 9309 §2.3 (\"The file MUST be UTF-8 encoded\"); google/robotstxt (robots.cc: lines read as bytes); CPython 3.11 Lib/urllib/robotparser.py (read(): raw.decode(\"utf-8\"))",
     kAll, "\xFF\xFEU\0s\0e\0r\0-\0a\0g\0e\0n\0t\0:\0 \0*\0\n\0D\0i\0s\0a\0l\0l\0o\0w\0:\0 \0/\0\n\0"sv, "User-agent: *\nDisallow: /\n", true, true},

    // ---------------------------------------------------------------- R2xx lines
    {"R201", "missing-colon", L, E,
     {"check.R201.title", "Missing colon after the key"},
     {"check.R201.why", "Every record is `key: value`. Google's parser guesses the colon when a line is exactly two words (`Disallow /private`), but RFC 9309 readers, Bing's documented parser, Python, Perl and the Ruby gem ignore the line, so the rule exists for Googlebot only."},
     "RFC 9309 §2.2; google/robotstxt (robots.cc: missing colon accepted); SEMANTICS.md row \"missing colon\"",
     kAll & ~kGoogle, "User-agent: *\nDisallow /private\n", "User-agent: *\nDisallow: /private\n", true, true},
    {"R202", "unknown-key", L, W,
     {"check.R202.title", "Unknown key"},
     {"check.R202.why", "Crawlers ignore lines whose key they do not know. A misspelt `Disalow` or an invented `Block:` therefore does nothing at all, silently. When the key is close to a known one, the suggestion is probably what was meant."},
     "RFC 9309 §2.2.4 (other records); the 1994 standard (\"Unrecognised headers are ignored\")",
     kAll, "User-agent: *\nDis-allow: /private\n", "User-agent: *\nDisallow: /private\n", true, false},
    {"R203", "accepted-typo", L, W,
     {"check.R203.title", "Misspelt key only Google accepts"},
     {"check.R203.why", "Google's parser deliberately accepts a few common misspellings (`dissallow`, `useragent`, `user agent`, `site-map` …). Every other reader ignores the line, so the rule or group applies to Googlebot and to nobody else — the kind of difference that is invisible in Search Console."},
     "google/robotstxt (robots.cc: accepted typos); SEMANTICS.md row \"typo\"",
     kAll & ~kGoogle, "User-agent: *\nDissallow: /private\n", "User-agent: *\nDisallow: /private\n", true, true},
    {"R204", "key-prefix", L, W,
     {"check.R204.title", "Key recognised by Google only because it starts with a key name"},
     {"check.R204.why", "Google matches keys by prefix, so `Disallowed:` or `User-agents:` still work for Googlebot. RFC 9309 readers and the others compare the whole key and ignore the line."},
     "google/robotstxt (robots.cc: keys matched by prefix)",
     kAll & ~kGoogle, "User-agent: *\nDisallowed: /private\n", "User-agent: *\nDisallow: /private\n", true, true},
    {"R205", "partly-supported-key", L, I,
     {"check.R205.title", "Key some crawlers honour and others ignore"},
     {"check.R205.why", "Crawl-delay, Request-rate and Clean-param are extensions: Bing and Yandex honour Crawl-delay, Python's robotparser reads Crawl-delay and Request-rate, Yandex alone reads Clean-param, and Google ignores all of them (its crawl rate is set in Search Console). The line is harmless, but it does not slow down or shape every crawler."},
     "Google Search Central (\"Google doesn't support the crawl-delay rule\"); Bing and Yandex Webmaster help; CPython urllib.robotparser",
     kAll, "User-agent: *\nCrawl-delay: 10\nDisallow: /search\n", "User-agent: *\nCrawl-delay: 10 # robotstxt: disable=R205\nDisallow: /search\n", false, false},
    {"R206", "no-effect-key", L, W,
     {"check.R206.title", "Directive no crawler acts on"},
     {"check.R206.why", "`Noindex`, `Nofollow` and `Noarchive` in robots.txt were never standard; Google stopped honouring them in September 2019 and no other major crawler does. Pages listed that way stay indexed. Use a `robots` meta tag or an `X-Robots-Tag` header — and do not also block the page, or the crawler never sees the tag. Lines such as `LLMs:` and `LLMs-full:` come from the llms.txt proposal, which is a separate file (`/llms.txt`): no robots.txt reader uses them (an information, not a warning: they harm nothing)."},
     "Google Search Central blog, 2019-07-01 (\"unsupported rules in robots.txt\"); RFC 9309 §2.2.4; the llms.txt proposal (llmstxt.org)",
     kAll, "User-agent: *\nNoindex: /drafts/\n", "User-agent: *\n# drafts carry <meta name=\"robots\" content=\"noindex\">\n", true, false},
    {"R207", "line-too-long", L, W,
     {"check.R207.title", "Line longer than Google reads"},
     {"check.R207.why", "Google's parser reads a line into a buffer of 16,664 bytes (its kMaxLineLen, one byte of it for the terminating NUL) and ignores the rest; a very long rule is therefore shortened for Googlebot and compared in full by others, so it matches different URLs."},
     "google/robotstxt (robots.cc: kMaxLineLen)",
     kGoogle, "", "", false, false},
    {"R208", "key-whitespace", L, W,
     {"check.R208.title", "White space or invisible characters in a key"},
     {"check.R208.why", "A key such as `User agent`, or one with a zero-width space, no-break space or a stray byte order mark copied in from a word processor, looks right on screen but is not the key: most readers ignore the line (Google accepts `user agent` as a typo, nothing else does)."},
     "RFC 9309 §2.2 (keys are tokens without white space)",
     kAll, "User agent: *\nDisallow: /private\n", "User-agent: *\nDisallow: /private\n", true, true},
    {"R209", "unparseable-line", L, E,
     {"check.R209.title", "Line that is not a record"},
     {"check.R209.why", "A line that is neither blank, a comment, nor `key: value` is ignored by every reader. Often it is the continuation of a value split over two lines, or text pasted from a document; whatever it meant, it has no effect."},
     "RFC 9309 §2.2",
     kAll, "User-agent: *\nDisallow: /a\n/b\n", "User-agent: *\nDisallow: /a\nDisallow: /b\n", false, false},

    // ---------------------------------------------------------------- R3xx records and groups
    {"R301", "rule-before-agent", G, W,
     {"check.R301.title", "Rule before any User-agent line"},
     {"check.R301.why", "Allow and Disallow lines belong to the group opened by the User-agent lines above them. Before the first User-agent there is no group: RFC 9309 readers, Google and Python ignore such rules, while Perl's WWW::RobotRules applies them to every robot as if `User-agent: *` had been written. The same line blocks everything or nothing depending on the crawler."},
     "RFC 9309 §2.2.2 (rules outside groups are ignored); WWW::RobotRules 6.02; SEMANTICS.md row \"rule before any agent\"",
     kAll, "Disallow: /private\n", "User-agent: *\nDisallow: /private\n", true, false},
    {"R302", "agent-after-rule", G, I,
     {"check.R302.title", "User-agent after a rule without a blank line"},
     {"check.R302.why", "The 1994 standard separates records with blank lines and calls a User-agent line after a Disallow line a malformed record. RFC 9309 and Perl's WWW::RobotRules start a new group at that User-agent (Perl's manual: \"the parser will assume that a blank line should have been placed before that User-agent field\"), and so does every reader modelled here — usually an info. It becomes a warning when the record above ends only in lines a reader does not count as rules: the 1994 standard and WWW::RobotRules have no Allow, so after `Allow` lines the next User-agent joins the record above and its agents share all the rules. A blank line makes the split explicit for every reader; the WWW::RobotRules manual's \"ancient castle\" is the classic case."},
     "the WWW::RobotRules manual (\"ancient castle\"); the 1994 standard; RFC 9309 §2.1",
     k1994 | kPerl, "User-agent: *\nDisallow: /\n# Belle may go anywhere but the west wing.\nUser-agent: Belle\nDisallow: /west-wing/\n",
     "User-agent: *\nDisallow: /\n\n# Belle may go anywhere but the west wing.\nUser-agent: Belle\nDisallow: /west-wing/\n", true, true},
    {"R303", "blank-line-in-group", G, W,
     {"check.R303.title", "Blank line inside a group"},
     {"check.R303.why", "RFC 9309 ignores blank lines: a group runs from its User-agent lines to the next User-agent after a rule. The 1994 standard, Perl and Python end the record at a blank line, so User-agent lines above the blank get no rules there, and rules below it belong to no record. The same file blocks a crawler in one reading and lets it in in another."},
     "RFC 9309 §2.1; the 1994 standard (records separated by blank lines); SEMANTICS.md row \"blank line between agents\"",
     k1994 | kPerl | kPython, "User-agent: *\n\nUser-agent: Wget\nDisallow: /\n", "User-agent: *\nUser-agent: Wget\nDisallow: /\n", true, true},
    {"R304", "group-without-rules", G, W,
     {"check.R304.title", "User-agent lines with no rules"},
     {"check.R304.why", "A group needs at least one Allow or Disallow (\"At least one Disallow field needs to be present in a record\", 1994). RFC 9309 gives such a group no rules, so its agents may fetch everything; Python's robotparser drops it, so the same agents fall back to the `*` group. Write an empty `Disallow:` when \"everything allowed\" is what you mean."},
     "the 1994 standard; the WWW::RobotRules manual (\"ancient castle\": Beast); CPython urllib.robotparser",
     kAll, "User-agent: *\nDisallow: /\n\nUser-agent: Beast\n", "User-agent: *\nDisallow: /\n\nUser-agent: Beast\nDisallow:\n", true, true},
    {"R305", "empty-agent", G, W,
     {"check.R305.title", "Empty User-agent value"},
     {"check.R305.why", "`User-agent:` with nothing after it names no crawler; most readers never match it, substring readers may match every crawler with it (the empty string is in every name). Either way the group below it is not what was meant."},
     "RFC 9309 §2.2.1 (a product token is at least one character)",
     kAll, "User-agent:\nDisallow: /private\n", "User-agent: *\nDisallow: /private\n", false, false},
    {"R306", "invalid-agent-token", G, W,
     {"check.R306.title", "User-agent value that is not a product token"},
     {"check.R306.why", "RFC 9309 product tokens are letters, `-` and `_` only, and each reader takes other values its own way. Google's library — and the RFC 9309 dialect, where the RFC is silent — reads the value up to its first other character (`MJ12bot` → `MJ`, `Googlebot/2.1` → `Googlebot`) and compares the crawler's whole name with that, so a group for `MJ12bot` applies to no crawler called MJ12bot there; substring readers match any crawler whose name contains the whole value. The finding names exactly the dialects in which the group does not apply to the crawler the line names, as each dialect's own verdicts show. Use the crawler's documented token; where a product token works for every dialect, the fix writes it."},
     "RFC 9309 §2.2.1; google/robotstxt (robots.cc: user-agent value cut at the first non-token character); SEMANTICS.md row \"version in agent\"",
     kAll, "User-agent: Googlebot/2.1\nDisallow: /private\n", "User-agent: Googlebot\nDisallow: /private\n", true, true},
    {"R307", "multiple-star-groups", G, W,
     {"check.R307.title", "Several `User-agent: *` groups"},
     {"check.R307.why", "RFC 9309 and Google merge every `*` group, but Python's robotparser uses only the first, the 1994 standard forbids more than one (\"It is not allowed to have two such records\"), and Yandex's validator reports it as an error. Rules in the second `*` group are invisible to some readers."},
     "RFC 9309 §2.2.1; the 1994 standard; SEMANTICS.md row \"two `*` groups\"",
     kAll, "User-agent: *\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n", "User-agent: *\nDisallow: /a\nDisallow: /b\n", false, false},
    {"R308", "repeated-agent", G, W,
     {"check.R308.title", "The same agent in several groups"},
     {"check.R308.why", "RFC 9309 and Google merge all groups that name a crawler. First-match readers (Perl, Python, the Ruby gem, Yandex's documentation) use only the first group that names it, so the rules of the later groups do nothing for them."},
     "RFC 9309 §2.2.1; WWW::RobotRules 6.02; CPython urllib.robotparser",
     kAll, "User-agent: Googlebot\nDisallow: /a\n\nUser-agent: Googlebot\nDisallow: /b\n", "User-agent: Googlebot\nDisallow: /a\nDisallow: /b\n", false, false},
    {"R309", "agent-run-trap", G, W,
     {"check.R309.title", "Non-rule line between User-agent lines (group-merge trap)"},
     {"check.R309.why", "In RFC 9309 and Google's parser only an Allow or Disallow ends a run of User-agent lines. A Crawl-delay, Sitemap or unknown line between two User-agent lines therefore does not start a new group: both agents share the next rules. The famous case (google/robotstxt issue #51) is `User-agent: *` + `Crawl-delay` followed by a `Disallow: /` group for one bad bot — which blocks every crawler from the whole site. Bing and Python start a new group at the Crawl-delay line."},
     "google/robotstxt issue #51; RFC 9309 §2.1; SEMANTICS.md row \"crawl-delay trap (#51)\"",
     kAll, "User-agent: *\nCrawl-delay: 5\n\nUser-agent: BadBot\nDisallow: /\n", "User-agent: *\nCrawl-delay: 5\nDisallow:\n\nUser-agent: BadBot\nDisallow: /\n", true, false},
    {"R310", "star-rules-hidden", G, I,
     {"check.R310.title", "A specific group hides every `*` rule"},
     {"check.R310.why", "A crawler named by its own group ignores the `*` group completely — the groups are not combined. Rules written for everyone (private areas, search pages) therefore stop applying to a crawler the moment it gets a group of its own, unless they are repeated there."},
     "RFC 9309 §2.2.1 (\"If there is no group that matches, the crawler MUST obey the group with `*`\"); Google Search Central",
     kAll & ~kRuby, "User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nDisallow: /search\n", "User-agent: *\nDisallow: /private/\n\nUser-agent: Googlebot\nDisallow: /search\nDisallow: /private/\n", true, false},
    {"R311", "usage-path-disallowed", G, I,
     {"check.R311.title", "Content-Usage for a path the group disallows"},
     {"check.R311.why", "draft-ietf-aipref-attach-05 applies a preference only to URLs the crawler may fetch: a crawler that obeys the group never fetches a disallowed path, so a preference attached to it has no effect. Either the path should be allowed, or the line can go."},
     "draft-ietf-aipref-attach-05 (robots.txt)",
     kAll, "User-agent: *\nDisallow: /private/\nContent-Usage: /private/ train-ai=n\n", "User-agent: *\nDisallow: /private/\nContent-Usage: /public/ train-ai=n\n", false, false},
    {"R312", "signal-outside-group", G, W,
     {"check.R312.title", "Content-Signal outside any group"},
     {"check.R312.why", "Cloudflare's Content Signals Policy has no formal grammar; Cloudflare writes `Content-Signal` inside the `User-agent: *` group, and a reader that follows it attaches the line to a group. Other parsers take the line for the whole file. Before the first User-agent line the two readings part: one applies the signals to every crawler, the other to none. Put the line inside the group it is meant for."},
     "Cloudflare Content Signals Policy (contentsignals.org); RFC 9309 §2.1 (groups)",
     kAll, "Content-Signal: search=yes, ai-train=no\nUser-agent: *\nAllow: /\n", "User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n", false, false},
    {"R313", "ai-agent-not-product-token", G, I,
     {"check.R313.title", "AI crawler named by a name that is not a product token"},
     {"check.R313.why", "Several AI operators publish names that are not RFC 9309 product tokens (`ChatGPT Agent`, `Brightbot 1.0`, `AI2Bot`): a space, a digit or a version. Google's parser, and RFC 9309 readers that follow it, read a User-agent value only up to its first other character and compare the crawler's whole name with that, so a group for `Brightbot 1.0` is a group for `Brightbot` and may never apply to the crawler it names. R306 reports what each dialect makes of such a line, with a fix where one exists; this finding adds what the catalogue knows. The crawler catalogue (core/data/crawlers.tsv) says which names these are."},
     "RFC 9309 §2.2.1; google/robotstxt (robots.cc); the crawler catalogue (from ai.robots.txt)",
     kAll, "User-agent: Brightbot 1.0\nDisallow: /\n", "User-agent: Brightbot\nDisallow: /\n", false, false},
    {"R314", "control-token-crawl-delay", G, I,
     {"check.R314.title", "Crawl-delay for a control token"},
     {"check.R314.why", "Google-Extended, Applebot-Extended and the like are control tokens: no crawler fetches under these names, and only the Allow and Disallow lines of their groups mean anything (whether pages fetched by the operator's other crawlers may train its models). A Crawl-delay there slows nothing down."},
     "Google Search Central (Google-Extended); Apple (Applebot-Extended)",
     kAll, "User-agent: Google-Extended\nCrawl-delay: 10\nDisallow: /\n", "User-agent: Google-Extended\nDisallow: /\n", true, true},
    {"R315", "sibling-crawlers-not-blocked", G, I,
     {"check.R315.title", "An operator's AI crawler blocked, its siblings not"},
     {"check.R315.why", "AI operators run several crawlers: OpenAI's GPTBot collects training data while OAI-SearchBot and ChatGPT-User fetch for search and for users; Anthropic, Perplexity and others work the same way. Blocking one of them by name leaves the others to the `*` group. That can be intended (no training, but citations), so this is only information: the finding names the siblings that may still fetch."},
     "The operators' crawler documentation (the crawler catalogue, core/data/crawlers.tsv)",
     kAll, "User-agent: GPTBot\nDisallow: /\n", "User-agent: GPTBot\nUser-agent: OAI-SearchBot\nUser-agent: ChatGPT-User\nUser-agent: Operator\nDisallow: /\n", false, false},

    // ---------------------------------------------------------------- R4xx paths
    {"R401", "path-no-leading-slash", P, W,
     {"check.R401.title", "Path that does not start with `/` or `*`"},
     {"check.R401.why", "Patterns are matched from the first character of the URL path, which always starts with `/`. `Disallow: private/` therefore matches nothing at all for RFC 9309 readers and most others."},
     "RFC 9309 §2.2.2 (the path starts with `/`); RFC 9309 §5",
     kAll, "User-agent: *\nDisallow: private/\n", "User-agent: *\nDisallow: /private/\n", true, true},
    {"R402", "absolute-url-rule", P, W,
     {"check.R402.title", "Absolute URL instead of a path"},
     {"check.R402.why", "Rules take paths, not URLs: `Disallow: https://example.com/private` matches no path for RFC 9309, Google, Bing or Python. Only Perl's WWW::RobotRules resolves it, and only when the host matches the robots.txt's own host."},
     "RFC 9309 §2.2.2; WWW::RobotRules 6.02 (absolute URLs resolved against the robots.txt URL)",
     kAll, "User-agent: *\nDisallow: https://example.com/private/\n", "User-agent: *\nDisallow: /private/\n", true, false},
    {"R403", "dollar-inside", P, W,
     {"check.R403.title", "`$` not at the end of the pattern"},
     {"check.R403.why", "`$` anchors a pattern only as its last character; elsewhere it is a literal dollar sign that real URLs rarely contain. A literal `$` is written `%24`."},
     "RFC 9309 §2.2.3",
     kRfc | kGoogle | kBing | kYandex | kRuby, "User-agent: *\nDisallow: /*.pdf$?download\n", "User-agent: *\nDisallow: /*.pdf$\n", false, false},
    {"R404", "trailing-star", P, W,
     {"check.R404.title", "Needless trailing `*`"},
     {"check.R404.why", "Every pattern is a prefix, so a trailing `*` adds nothing for readers with wildcards (`/private*` is `/private`). Readers without wildcards — the 1994 standard, Perl, Python 3.11 — take the `*` literally, and the rule then matches nothing. Python 3.15's rewrite weighs a rule by how much of the URL it matched, so there a trailing `*` makes the rule outweigh longer ones: dropping it is a safe fix only when Python 3.15 is not among the dialects you lint for."},
     "RFC 9309 §2.2.2 (implied trailing wildcard) and §2.2.3; SEMANTICS.md (norobots1994, www-robotrules, python-urllib: no wildcards)",
     kAll, "User-agent: *\nDisallow: /private*\n", "User-agent: *\nDisallow: /private\n", true, true},
    {"R405", "double-star", P, H,
     {"check.R405.title", "`**` in a pattern"},
     {"check.R405.why", "`*` already matches any run of characters; `**` means the same and only suggests a glob syntax (`**` for directories) that robots.txt does not have."},
     "RFC 9309 §2.2.3",
     kRfc | kGoogle | kBing | kYandex | kRuby, "User-agent: *\nDisallow: /**/private\n", "User-agent: *\nDisallow: /*/private\n", true, true},
    {"R406", "bad-percent-encoding", P, W,
     {"check.R406.title", "`%` not followed by two hex digits"},
     {"check.R406.why", "Percent-encoding is `%` and two hexadecimal digits. A bare `%` (as in `/50%-off`) is normalised differently by each reader — kept, encoded as `%25`, or decoded into garbage — so the rule matches different URLs for different crawlers. Write `%25` for a literal percent sign."},
     "RFC 9309 §2.2.2; RFC 3986 §2.1",
     kAll, "User-agent: *\nDisallow: /50%-off\n", "User-agent: *\nDisallow: /50%25-off\n", true, false},
    {"R407", "needs-encoding", P, I,
     {"check.R407.title", "Characters that should be percent-encoded"},
     {"check.R407.why", "URLs on the wire never contain spaces, non-ASCII characters or characters such as `\"`, `<`, `>`, `{`, `}`, `|`, `\\`, `^` and backquote: they arrive percent-encoded. RFC 9309 readers encode the pattern before comparing, but readers that compare bytes as written (the 1994 standard, Perl for some characters) never match. Writing the pattern encoded gives the same meaning everywhere."},
     "RFC 9309 §2.2.2 (non-ASCII and reserved octets percent-encoded); RFC 3986 §2; Google's crawling "
     "changelog, 23 October 2026 (a recommendation for percent-encoding in rule paths added to \"How Google "
     "interprets the robots.txt specification\")",
     kAll, "User-agent: *\nDisallow: /my page/\n", "User-agent: *\nDisallow: /my%20page/\n", true, true},
    {"R408", "encoded-unreserved", P, W,
     {"check.R408.title", "Percent-encoded letter, digit or `-._~`"},
     {"check.R408.why", "RFC 9309 decodes percent-encoded unreserved characters before comparing, so `/%7Euser/` and `/~user/` are the same pattern. Google's library does not decode the URL it is given, so for Googlebot `Disallow: /%7Euser/` does not block `/~user/page`. Write unreserved characters as themselves."},
     "RFC 9309 §2.2.2; RFC 3986 §2.3; SEMANTICS.md row \"encoded pattern\"",
     kGoogle | kYandex | kBing | kPerl, "User-agent: *\nDisallow: /%7Euser/\n", "User-agent: *\nDisallow: /~user/\n", true, true},
    {"R409", "disallow-star", P, W,
     {"check.R409.title", "`Disallow: *` (or `Allow: *`)"},
     {"check.R409.why", "For readers with wildcards `*` matches every path, so the rule means `/`. Readers without wildcards (the 1994 standard, Perl, Python) take `*` as a literal character no path starts with, so the same rule matches nothing. `/` says the same thing to everyone."},
     "RFC 9309 §2.2.3; the 1994 standard (no wildcards)",
     kAll, "User-agent: *\nDisallow: *\n", "User-agent: *\nDisallow: /\n", true, true},
    {"R410", "wildcards-literal", P, H,
     {"check.R410.title", "Wildcards that some readers take literally"},
     {"check.R410.why", "`*` inside a pattern and `$` at its end are RFC 9309 (and Google, Bing, Yandex, Ruby gem) syntax. The 1994 standard, Perl's WWW::RobotRules and Python's robotparser compare them as literal characters, so these rules match nothing for crawlers built on them. Reported once per file."},
     "RFC 9309 §2.2.3; the 1994 standard; SEMANTICS.md row \"wildcard + anchor\"",
     k1994 | kPerl | kPython, "User-agent: *\nDisallow: /*.pdf$\n", "User-agent: *\nDisallow: /*.pdf$ # robotstxt: disable=R410\n", false, false},
    {"R411", "case-variant", P, H,
     {"check.R411.title", "Paths that differ only in letter case"},
     {"check.R411.why", "Paths are case-sensitive: `/Admin/` and `/admin/` are different URLs and different rules. Two rules that differ only in case usually mean one of them is a typo, or that the server answers both and only one is covered."},
     "RFC 9309 §2.2.2 (case-sensitive match)",
     kAll, "User-agent: *\nDisallow: /Private/\nAllow: /private/\n", "User-agent: *\nDisallow: /private/\n", false, false},

    // ---------------------------------------------------------------- R5xx rules
    {"R501", "duplicate-rule", R, H,
     {"check.R501.title", "Duplicate rule"},
     {"check.R501.why", "The same Allow or Disallow twice in one group changes nothing for any reader; the copy is noise that makes the next edit error-prone (change one, forget the other)."},
     "RFC 9309 §2.2.2",
     kAll, "User-agent: *\nDisallow: /private/\nDisallow: /private/\n", "User-agent: *\nDisallow: /private/\n", true, true},
    {"R502", "allow-disallow-same", R, W,
     {"check.R502.title", "Allow and Disallow with the same pattern"},
     {"check.R502.why", "When an Allow and a Disallow tie, RFC 9309 and Google let Allow win, first-match readers (Python, the Ruby gem) take whichever comes first in the file, and readers without Allow (1994, Perl) disallow. The verdict for that path depends on the crawler; keep only the one you mean."},
     "RFC 9309 §2.2.2 (\"SHOULD use the least restrictive rule\"); SEMANTICS.md row \"tie\"",
     kAll, "User-agent: *\nDisallow: /page\nAllow: /page\n", "User-agent: *\nAllow: /page\n", true, false},
    {"R503", "shadowed-rule", R, W,
     {"check.R503.title", "Rule never reached by first-match readers"},
     {"check.R503.why", "RFC 9309, Google, Bing and Yandex pick the longest matching rule, wherever it is. Python's robotparser and the Ruby gem take the first matching rule in file order. A specific rule placed after a broader rule of the other kind (`Allow: /` before `Disallow: /private`) is therefore applied by the first group of crawlers and never reached by the second. Put specific rules first and every reader agrees."},
     "RFC 9309 §2.2.2; the Ruby gem's README (first match); CPython urllib.robotparser; SEMANTICS.md row \"allow before disallow\"",
     kPython | kRuby, "User-agent: *\nAllow: /\nDisallow: /private/\n", "User-agent: *\nDisallow: /private/\nAllow: /\n", true, false},
    {"R504", "empty-rule-first", R, W,
     {"check.R504.title", "Empty Disallow before other rules"},
     {"check.R504.why", "An empty `Disallow:` matches nothing for RFC 9309 readers, but the 1994 standard, Perl, Python and the Ruby gem read it as \"everything is allowed\" — and as first-match readers they stop there. Every rule after it in the group is dead for them."},
     "RFC 9309 §2.2.2; the 1994 standard (\"Any empty value, indicates that all URLs can be retrieved\"); SEMANTICS.md row \"empty disallow first\"",
     k1994 | kPerl | kPython | kRuby, "User-agent: *\nDisallow:\nDisallow: /private/\n", "User-agent: *\nDisallow: /private/\n", true, true},
    {"R505", "redundant-rule", R, H,
     {"check.R505.title", "Rule already covered by a broader rule"},
     {"check.R505.why", "`Disallow: /private/` followed by `Disallow: /private/old/` says nothing new: the first rule already covers every URL the second matches, with the same verdict, for every reader (no rule of the other kind lies between them). The narrower rule can go."},
     "RFC 9309 §2.2.2",
     kAll, "User-agent: *\nDisallow: /private/\nDisallow: /private/old/\n", "User-agent: *\nDisallow: /private/\n", true, true},
    {"R506", "disallow-all", R, I,
     {"check.R506.title", "Everything blocked for all crawlers"},
     {"check.R506.why", "`Disallow: /` in the `*` group closes the whole site to every crawler that has no group of its own — search engines included, so pages drop out of search results over time. Right for staging sites (the 1994 standard's \"go away\" example), a disaster when it reaches production."},
     "the 1994 standard (\"go away\" example); RFC 9309 §5",
     kAll, "User-agent: *\nDisallow: /\n", "User-agent: *\nDisallow: /admin/\n", false, false},
    {"R507", "blocks-resources", R, I,
     {"check.R507.title", "CSS, JavaScript or images blocked"},
     {"check.R507.why", "Google renders pages like a browser; when the CSS, JavaScript or images a page needs are disallowed, it sees a broken page, which can hurt how the page is understood and ranked (mobile-friendliness in particular). Block resources only when pages do not need them."},
     "Google Search Central (\"Don't block CSS, JavaScript and image files\")",
     kGoogle | kBing, "User-agent: *\nDisallow: /*.css$\n", "User-agent: *\nDisallow: /cart/\n", false, false},
    {"R508", "secret-path", R, I,
     {"check.R508.title", "Disallow that publishes a sensitive-looking path"},
     {"check.R508.why", "robots.txt is public and is not access control: listing `/admin-panel/`, `/backup/` or `/.git/` tells everyone, attackers included, where to look, and does not stop anyone who ignores the file. Protect such paths with authentication and leave them out of robots.txt."},
     "RFC 9309 §3 (\"not a form of access authorization\")",
     kAll, "User-agent: *\nDisallow: /backup-2024/\n", "User-agent: *\nDisallow: /search\n", false, false},
    {"R509", "index-html", R, I,
     {"check.R509.title", "`Allow: …/index.html` that only Google extends to the directory"},
     {"check.R509.why", "Google's parser treats `Allow: /dir/index.html` as also allowing `/dir/`, the URL that usually serves it. No other reader does, so under a broader Disallow the directory URL is allowed for Googlebot and blocked for everyone else. Allow the directory explicitly (`Allow: /dir/$`) when that is the intent."},
     "google/robotstxt (robots.cc: index.html equivalence); SEMANTICS.md row \"index.html\"",
     kAll & ~kGoogle, "User-agent: *\nAllow: /dir/index.html\nDisallow: /\n", "User-agent: *\nAllow: /dir/index.html\nAllow: /dir/$\nDisallow: /\n", true, false},
    {"R510", "allow-not-understood", R, H,
     {"check.R510.title", "Allow exceptions that 1994-style readers ignore"},
     {"check.R510.why", "`Allow` is not part of the 1994 standard, and Perl's WWW::RobotRules ignores it: an Allow that carves an exception out of a broader Disallow does not exist for crawlers built on them, so the whole Disallowed area stays closed to them. Reported once per file."},
     "the 1994 standard (fields User-agent and Disallow only); the WWW::RobotRules manual; the O'Reilly appendix (Allow as a later addition)",
     k1994 | kPerl, "User-agent: *\nDisallow: /shop/\nAllow: /shop/public/\n", "User-agent: *\nDisallow: /shop/private/\n", false, false},
    {"R511", "dialects-disagree", R, I,
     {"check.R511.title", "Dialects give different verdicts"},
     {"check.R511.why", "The other checks each look for one known cause of disagreement; this one asks the engine itself. For every crawler the file names, and for one it does not name, it takes `/` and a path from each rule of the groups chosen for that crawler, and compares the verdict of every dialect. Where they differ, crawlers built on different readers treat the same URL differently, whatever the cause: the Ruby gem, for one, uses the first group in file order that matches, so a `User-agent: *` group written above a crawler's own group decides for it (the 1994 standard's cybermapper example). One finding per crawler and split of the dialects, with an example path and the lines that decide on each side; crawlers whose split has the same cause are named in the same finding, a split decided only by lines that a line or path check already reports (a typo only Google accepts, a `*` some readers take literally) is left to that finding, and a file gets a few at most. Files over 64 KiB are not compared as you type (it takes a parse of the whole file per dialect): `robotstxt compare` answers for them."},
     "RFC 9309 §2.2.1 and §2.2.2; the 1994 standard (the cybermapper example); the Ruby robotstxt gem (first matching group in file order); the WWW::RobotRules manual (the ancient castle)",
     kAll, "User-agent: *\nDisallow: /cyberworld/map/\n\nUser-agent: cybermapper\nDisallow:\n", "User-agent: cybermapper\nDisallow:\n\nUser-agent: *\nDisallow: /cyberworld/map/\n", false, false},

    // ---------------------------------------------------------------- R6xx values
    {"R601", "sitemap-not-absolute", V, E,
     {"check.R601.title", "Sitemap that is not an absolute http(s) URL"},
     {"check.R601.why", "A Sitemap line must hold a fully-qualified URL (`https://example.com/sitemap.xml`). Relative paths, empty values or other schemes are ignored by search engines, so the sitemap is never discovered through robots.txt."},
     "RFC 9309 §2.2.4; sitemaps.org protocol; Google Search Central",
     kAll, "Sitemap: /sitemap.xml\n", "Sitemap: https://example.com/sitemap.xml\n", false, false},
    {"R602", "crawl-delay-invalid", V, E,
     {"check.R602.title", "Crawl-delay that is not a number"},
     {"check.R602.why", "Crawl-delay takes a number of seconds. Crawlers that honour it (Bing, Yandex, Python's robotparser) ignore a value they cannot read, so no delay applies."},
     "Bing and Yandex Webmaster help; CPython urllib.robotparser",
     kBing | kYandex | kPython, "User-agent: *\nCrawl-delay: ten\n", "User-agent: *\nCrawl-delay: 10\n", false, false},
    {"R603", "crawl-delay-fraction", V, I,
     {"check.R603.title", "Fractional Crawl-delay"},
     {"check.R603.why", "Bing and Yandex accept `Crawl-delay: 0.5`, but Python's robotparser accepts digits only and ignores the line — a crawler built on it applies no delay at all."},
     "CPython urllib.robotparser (crawl_delay: str.isdigit()); Yandex Webmaster help",
     kPython, "User-agent: *\nCrawl-delay: 0.5\n", "User-agent: *\nCrawl-delay: 1\n", false, false},
    {"R604", "request-rate-invalid", V, E,
     {"check.R604.title", "Request-rate that is not `n/seconds`"},
     {"check.R604.why", "Request-rate is written as requests/seconds (`Request-rate: 1/5`). Python's robotparser, the main reader of this extension, ignores any other form."},
     "CPython urllib.robotparser (request_rate)",
     kPython, "User-agent: *\nRequest-rate: one per second\n", "User-agent: *\nRequest-rate: 1/1\n", false, false},
    {"R605", "clean-param-invalid", V, E,
     {"check.R605.title", "Malformed Clean-param"},
     {"check.R605.why", "Yandex's Clean-param takes parameter names joined by `&`, optionally followed by a path prefix (`Clean-param: ref&utm_source /catalog/`). Anything else is ignored, so the duplicate URLs it was meant to merge are all crawled."},
     "Yandex Webmaster help (Clean-param)",
     kYandex, "User-agent: Yandex\nClean-param: ?ref=\n", "User-agent: Yandex\nClean-param: ref\n", false, false},
    {"R606", "host-invalid", V, E,
     {"check.R606.title", "Malformed Host"},
     {"check.R606.why", "Yandex's Host directive took a single host name, optionally with a port or an https:// prefix. A path, a list or a malformed name was ignored."},
     "Yandex Webmaster help (Host, deprecated)",
     kYandex, "Host: https://example.com/index.html\n", "Host: https://example.com\n", false, false},
    {"R607", "host-deprecated", V, I,
     {"check.R607.title", "Host directive (deprecated)"},
     {"check.R607.why", "Host told Yandex which mirror of a site was the main one. Yandex stopped using it in 2018 in favour of 301 redirects, and no other crawler ever read it; the line does nothing today."},
     "Yandex Webmaster blog, 2018 (Host replaced by 301 redirects)",
     kYandex, "User-agent: *\nDisallow:\nHost: example.com\n", "User-agent: *\nDisallow:\n", true, false},
    {"R608", "record-outside-group", V, W,
     {"check.R608.title", "Crawl-delay or Request-rate before any User-agent"},
     {"check.R608.why", "Crawl-delay and Request-rate belong to the group of the User-agent lines above them. Before the first User-agent they belong to no group, and the crawlers that honour them ignore the line."},
     "Bing and Yandex Webmaster help; CPython urllib.robotparser",
     kBing | kYandex | kPython, "Crawl-delay: 10\nUser-agent: *\nDisallow:\n", "User-agent: *\nCrawl-delay: 10\nDisallow:\n", false, false},
    {"R609", "usage-unparseable", V, W,
     {"check.R609.title", "Content-Usage preference that does not parse"},
     {"check.R609.why", "A Content-Usage line (draft-ietf-aipref-attach-05, an IETF working-group draft, not yet a standard) carries its preference as a structured-field dictionary (RFC 9651): `train-ai=n, search=y`. A value that is not one — spaces instead of commas between members, a trailing comma, a quote left open — is not an error a reader repairs: draft-ietf-aipref-vocab-08 (§6.5.1) says it then expresses no preference at all, for every label, so the site's wish is silently lost."},
     "draft-ietf-aipref-attach-05 (robots.txt); draft-ietf-aipref-vocab-08 §6.5 (parsing); RFC 9651 §4.2.2",
     kAll, "User-agent: *\nContent-Usage: train-ai=n search=y\n", "User-agent: *\nContent-Usage: train-ai=n, search=y\n", false, false},
    {"R610", "usage-label-unknown", V, W,
     {"check.R610.title", "Unknown or upper-case Content-Usage label"},
     {"check.R610.why", "draft-ietf-aipref-vocab-08 (a working-group draft, 14 September 2026) defines three labels, `train-ai` (AI Training), `ai-use` (AI Use, new in -08) and `search`. Labels are structured-field keys, which are lower case: `Train-AI=n` makes the whole dictionary unparseable, so no label has a preference. A misspelt label (`train_ai`, `trainai`) parses but is ignored like any unknown label."},
     "draft-ietf-aipref-vocab-08 §6.1; RFC 9651 §3.2 (keys are lower case)",
     kAll, "User-agent: *\nContent-Usage: Train-AI=n\n", "User-agent: *\nContent-Usage: train-ai=n\n", true, false},
    {"R611", "usage-label-obsolete", V, W,
     {"check.R611.title", "Content-Usage label of an earlier draft"},
     {"check.R611.why", "Earlier versions of the aipref vocabulary had other labels (`bots`, `train-genai`, `genai` …). draft-ietf-aipref-vocab-08 defines only `train-ai`, `ai-use` and `search`, and readers ignore unknown labels, so a file written for an earlier draft expresses less than its author thinks."},
     "draft-ietf-aipref-vocab-08 and its earlier versions",
     kAll, "User-agent: *\nContent-Usage: train-genai=n\n", "User-agent: *\nContent-Usage: train-ai=n\n", true, false},
    {"R612", "preference-value-invalid", V, W,
     {"check.R612.title", "Preference value of the wrong vocabulary"},
     {"check.R612.why", "Content-Usage takes the tokens `y` and `n` (draft-ietf-aipref-vocab-08); Cloudflare's Content-Signal takes `yes` and `no`, and its `use` key one of the levels `immediate`, `reference` or `full` (lower case, as Cloudflare writes them). Each reader takes the other's spelling, or any other value, as no preference, so `train-ai=no` or `ai-train=n` says nothing. The fix writes the spelling of the line's own vocabulary."},
     "draft-ietf-aipref-vocab-08; Cloudflare Content Signals Policy; Cloudflare changelog 2026-08-31 (`use`)",
     kAll, "User-agent: *\nContent-Usage: train-ai=no\n", "User-agent: *\nContent-Usage: train-ai=n\n", true, true},
    {"R613", "signal-key-unknown", V, W,
     {"check.R613.title", "Unknown Content-Signal key"},
     {"check.R613.why", "Cloudflare's Content Signals Policy defines the keys `search`, `ai-input` and `ai-train` (and, since 2026, `use`). Any other key, a misspelling such as `ai_train` or a label of the IETF vocabulary such as `train-ai`, is ignored by readers of the policy, and that use keeps no signal."},
     "Cloudflare Content Signals Policy (contentsignals.org)",
     kAll, "User-agent: *\nContent-Signal: search=yes, ai-trian=no\n", "User-agent: *\nContent-Signal: search=yes, ai-train=no\n", true, false},
    {"R614", "license-not-absolute", V, W,
     {"check.R614.title", "License that is not an absolute http(s) URL"},
     {"check.R614.why", "RSL 1.0 (Really Simple Licensing) adds one file-wide line to robots.txt, `License:` with the absolute URL of the site's license file or feed (`https://example.com/license.xml`); it belongs to no group. Clients that read RSL (AI crawlers that license content, validators such as Lighthouse) fetch that URL; a relative path, an empty value or another scheme points them nowhere, so the site's licensing terms are not found. The robots.txt readers modelled here ignore the line either way: it never changes what a crawler may fetch."},
     "RSL 1.0 (rslstandard.org: the robots.txt `License` directive); RFC 9309 §2.2.4 (other records)",
     kAll, "License: /license.xml\n", "License: https://example.com/license.xml\n", false, false},
}};
// clang-format on

static_assert(kChecks.size() == diag::kCheckCount);

} // namespace

std::span<const Check> allChecks()
{
    return kChecks;
}

const Check *findCheck(std::string_view codeOrSlug)
{
    for (const Check &c : kChecks) {
        if (detail::equalsIgnoreCaseAscii(c.code, codeOrSlug) || c.slug == codeOrSlug)
            return &c;
    }
    return nullptr;
}

std::string_view severityName(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return "error";
    case Severity::Warning:
        return "warning";
    case Severity::Info:
        return "info";
    case Severity::Hint:
        return "hint";
    }
    return "hint";
}

std::optional<Severity> severityFromName(std::string_view name)
{
    for (Severity s : {Severity::Error, Severity::Warning, Severity::Info, Severity::Hint}) {
        if (severityName(s) == name)
            return s;
    }
    return std::nullopt;
}

std::string_view categoryName(CheckCategory category)
{
    switch (category) {
    case CheckCategory::File:
        return "file";
    case CheckCategory::Lines:
        return "lines";
    case CheckCategory::Groups:
        return "groups";
    case CheckCategory::Paths:
        return "paths";
    case CheckCategory::Rules:
        return "rules";
    case CheckCategory::Values:
        return "values";
    }
    return "file";
}

std::vector<std::string_view> dialectNames(DialectMask mask)
{
    std::vector<std::string_view> names;
    for (const Dialect &d : allDialects()) {
        if (mask & dialectBit(d.id()))
            names.push_back(d.name());
    }
    return names;
}

namespace diag {

const Check &checkOf(CheckId id)
{
    return kChecks[static_cast<std::size_t>(id)];
}

} // namespace diag

} // namespace robots
