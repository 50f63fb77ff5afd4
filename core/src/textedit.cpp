// SPDX-License-Identifier: MIT
#include "robots/studio/textedit.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace robots {
namespace {

std::vector<const TextEdit *> sortedEdits(std::span<const TextEdit> edits)
{
    std::vector<const TextEdit *> sorted;
    sorted.reserve(edits.size());
    for (const TextEdit &e : edits)
        sorted.push_back(&e);
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const TextEdit *a, const TextEdit *b) { return a->range.offset < b->range.offset; });
    return sorted;
}

// Two edits conflict when their ranges overlap, or when both touch the same offset and one of
// them is an insertion (the order of the two results would be ambiguous).
bool conflicts(const TextEdit &a, const TextEdit &b)
{
    if (a.range.offset == b.range.offset)
        return true;
    return a.range.end() > b.range.offset;
}

} // namespace

bool editsAreDisjoint(std::span<const TextEdit> edits, std::size_t bodySize)
{
    const auto sorted = sortedEdits(edits);
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        if (sorted[i]->range.end() > bodySize)
            return false;
        if (i > 0 && conflicts(*sorted[i - 1], *sorted[i]))
            return false;
    }
    return true;
}

std::string applyEdits(std::string_view body, std::span<const TextEdit> edits)
{
    const auto sorted = sortedEdits(edits);
    std::string out;
    out.reserve(body.size() + 64);
    std::size_t pos = 0;
    const TextEdit *last = nullptr;
    for (const TextEdit *e : sorted) {
        if (e->range.end() > body.size() || e->range.offset < pos || (last && conflicts(*last, *e)))
            continue;
        out.append(body.substr(pos, e->range.offset - pos));
        out += e->replacement;
        pos = e->range.end();
        last = e;
    }
    out.append(body.substr(pos));
    return out;
}

namespace {

std::vector<std::string_view> splitLines(std::string_view text)
{
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t nl = text.find('\n', start);
        const std::size_t end = nl == std::string_view::npos ? text.size() : nl + 1;
        lines.push_back(text.substr(start, end - start));
        start = end;
    }
    return lines;
}

enum class Op : std::uint8_t {
    Keep,
    Delete,
    Insert
};

// Myers' O((N+M)·D) shortest edit script ("An O(ND) Difference Algorithm", 1986) recorded as one
// op per line, or nullopt past MAX_D differences.
std::optional<std::vector<Op>> middleOps(const std::string_view *a, int n, const std::string_view *b, int m, int maxD)
{
    const int max = std::min(n + m, maxD);
    const int offset = max + 1;
    std::vector<int> v(2 * static_cast<std::size_t>(max) + 3, 0);
    std::vector<std::vector<int>> trace; // trace[d] holds v[-d .. d] before step d
    int found = -1;
    for (int d = 0; d <= max && found < 0; ++d) {
        trace.emplace_back(v.begin() + (offset - d), v.begin() + (offset + d + 1));
        for (int k = -d; k <= d; k += 2) {
            int x;
            if (k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset]))
                x = v[k + 1 + offset];
            else
                x = v[k - 1 + offset] + 1;
            int y = x - k;
            while (x < n && y < m && a[x] == b[y]) {
                ++x;
                ++y;
            }
            v[k + offset] = x;
            if (x >= n && y >= m) {
                found = d;
                break;
            }
        }
    }
    if (found < 0)
        return std::nullopt;
    std::vector<Op> ops;
    auto at = [&](int d, int k) { return trace[d][static_cast<std::size_t>(k + d)]; };
    int x = n, y = m;
    for (int d = found; d > 0; --d) {
        const int k = x - y;
        // trace[d] is v before step d, i.e. the result of step d-1: valid for k in [-(d-1), d-1].
        int prevK;
        if (k == -d || (k != d && at(d, k - 1) < at(d, k + 1)))
            prevK = k + 1;
        else
            prevK = k - 1;
        const int prevX = at(d, prevK);
        const int prevY = prevX - prevK;
        while (x > prevX && y > prevY) {
            ops.push_back(Op::Keep);
            --x;
            --y;
        }
        ops.push_back(x == prevX ? Op::Insert : Op::Delete);
        x = prevX;
        y = prevY;
    }
    while (x > 0 && y > 0) {
        ops.push_back(Op::Keep);
        --x;
        --y;
    }
    std::reverse(ops.begin(), ops.end());
    return ops;
}

std::vector<Op> diffOps(const std::vector<std::string_view> &a, const std::vector<std::string_view> &b)
{
    std::size_t prefix = 0;
    while (prefix < a.size() && prefix < b.size() && a[prefix] == b[prefix])
        ++prefix;
    std::size_t suffix = 0;
    while (suffix < a.size() - prefix && suffix < b.size() - prefix &&
           a[a.size() - 1 - suffix] == b[b.size() - 1 - suffix])
        ++suffix;
    std::vector<Op> ops(prefix, Op::Keep);
    // Past 1,500 differences (e.g. every line ending changed) the middle is reported as deleted and
    // re-inserted: still a correct diff, just not a minimal one.
    const int n = static_cast<int>(a.size() - prefix - suffix), m = static_cast<int>(b.size() - prefix - suffix);
    if (auto middle = middleOps(a.data() + prefix, n, b.data() + prefix, m, 1500)) {
        ops.insert(ops.end(), middle->begin(), middle->end());
    } else {
        ops.insert(ops.end(), static_cast<std::size_t>(n), Op::Delete);
        ops.insert(ops.end(), static_cast<std::size_t>(m), Op::Insert);
    }
    ops.insert(ops.end(), suffix, Op::Keep);
    return ops;
}

void appendLine(std::string &out, char prefix, std::string_view line)
{
    out += prefix;
    out.append(line);
    if (line.empty() || line.back() != '\n')
        out += "\n\\ No newline at end of file\n";
}

} // namespace

std::optional<std::vector<std::pair<std::size_t, std::size_t>>>
matchLines(std::span<const std::string_view> before, std::span<const std::string_view> after, std::size_t maxEdits)
{
    const auto ops =
        middleOps(before.data(), static_cast<int>(before.size()), after.data(), static_cast<int>(after.size()),
                  static_cast<int>(std::min<std::size_t>(maxEdits, INT_MAX)));
    if (!ops)
        return std::nullopt;
    std::vector<std::pair<std::size_t, std::size_t>> matches;
    std::size_t x = 0, y = 0;
    for (const Op op : *ops) {
        if (op == Op::Keep)
            matches.emplace_back(x, y);
        x += op != Op::Insert;
        y += op != Op::Delete;
    }
    return matches;
}

std::string unifiedDiff(std::string_view before, std::string_view after, std::string_view beforeName,
                        std::string_view afterName)
{
    if (before == after)
        return {};
    const auto a = splitLines(before);
    const auto b = splitLines(after);
    const std::vector<Op> ops = diffOps(a, b);

    // Positions (in a and b) of every op.
    struct Pos
    {
        Op op;
        int ia, ib;
    };
    std::vector<Pos> pos;
    pos.reserve(ops.size());
    int ia = 0, ib = 0;
    for (Op op : ops) {
        pos.push_back({op, ia, ib});
        if (op != Op::Insert)
            ++ia;
        if (op != Op::Delete)
            ++ib;
    }

    std::string out;
    out += "--- ";
    out.append(beforeName);
    out += "\n+++ ";
    out.append(afterName);
    out += '\n';
    constexpr int kContext = 3;
    const int count = static_cast<int>(pos.size());
    int i = 0;
    while (i < count) {
        if (pos[i].op == Op::Keep) {
            ++i;
            continue;
        }
        // A hunk: back up kContext keeps, run until kContext*2 keeps in a row follow.
        const int hunkStart = std::max(0, i - kContext);
        int end = i;
        int keeps = 0;
        int j = i;
        while (j < count) {
            if (pos[j].op == Op::Keep) {
                ++keeps;
                if (keeps > 2 * kContext)
                    break;
            } else {
                keeps = 0;
                end = j;
            }
            ++j;
        }
        const int hunkEnd = std::min(count, end + 1 + kContext);
        int lenA = 0, lenB = 0;
        for (int k = hunkStart; k < hunkEnd; ++k) {
            if (pos[k].op != Op::Insert)
                ++lenA;
            if (pos[k].op != Op::Delete)
                ++lenB;
        }
        const int startA = lenA ? pos[hunkStart].ia + 1 : pos[hunkStart].ia;
        const int startB = lenB ? pos[hunkStart].ib + 1 : pos[hunkStart].ib;
        out += "@@ -" + std::to_string(startA) + "," + std::to_string(lenA) + " +" + std::to_string(startB) + "," +
               std::to_string(lenB) + " @@\n";
        for (int k = hunkStart; k < hunkEnd; ++k) {
            switch (pos[k].op) {
            case Op::Keep:
                appendLine(out, ' ', a[pos[k].ia]);
                break;
            case Op::Delete:
                appendLine(out, '-', a[pos[k].ia]);
                break;
            case Op::Insert:
                appendLine(out, '+', b[pos[k].ib]);
                break;
            }
        }
        i = hunkEnd;
    }
    return out;
}

} // namespace robots
