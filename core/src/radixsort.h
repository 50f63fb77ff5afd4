// SPDX-License-Identifier: MIT
#pragma once

// A least-significant-digit radix sort of (64-bit key, index) pairs, internal to the core.
//
// The diagnostics sort thousands of keys per lint (path heads of a group's rules, offsets of the
// findings). A comparison sort of such keys mispredicts about every other comparison; this sort
// has no branch that depends on the data: one counting pass, then one pass per key byte that
// varies, each reading in order and writing to 256 places. Hand-written: the standard library has
// no radix sort, and the core uses nothing else.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace robots::detail {

struct RadixItem
{
    std::uint64_t key;
    std::uint32_t index; ///< What the caller sorts by the key (a position in its own array).
};

/// Sorts `items` by key, stably (equal keys keep their order). Bytes that every key shares are
/// skipped. `scratch` is a buffer the caller keeps between calls. O(n · bytes that vary + 2 KiB).
inline void radixSort(std::vector<RadixItem> &items, std::vector<RadixItem> &scratch)
{
    const std::size_t n = items.size();
    if (n < 2)
        return;
    std::array<std::array<std::uint32_t, 256>, 8> counts{};
    for (const RadixItem &item : items) {
        for (std::size_t b = 0; b < 8; ++b)
            ++counts[b][(item.key >> (8 * b)) & 0xFFu];
    }
    scratch.resize(n);
    for (std::size_t b = 0; b < 8; ++b) {
        auto &count = counts[b];
        if (count[(items[0].key >> (8 * b)) & 0xFFu] == n)
            continue; // every key has the same byte here
        std::uint32_t sum = 0;
        for (std::uint32_t &c : count) {
            const std::uint32_t here = c;
            c = sum;
            sum += here;
        }
        for (const RadixItem &item : items)
            scratch[count[(item.key >> (8 * b)) & 0xFFu]++] = item;
        items.swap(scratch);
    }
}

/// Buffers that radixSortBy() reuses from call to call.
template<typename T>
struct RadixBuffers
{
    std::vector<RadixItem> items;
    std::vector<RadixItem> scratch;
    std::vector<T> moved;
};

/// Sorts values[begin, end) stably by `keyOf(value)` (a 64-bit number), then calls
/// `finish(first, last)` for each run of two or more values with equal keys, for the caller to
/// order them further. `finish` may call radixSortBy() again with the same buffers.
template<typename T, typename KeyOf, typename Finish>
void radixSortBy(std::vector<T> &values, std::size_t begin, std::size_t end, KeyOf keyOf, Finish finish,
                 RadixBuffers<T> &buffers)
{
    const std::size_t n = end - begin;
    buffers.items.resize(n);
    for (std::size_t i = 0; i < n; ++i)
        buffers.items[i] = {keyOf(values[begin + i]), static_cast<std::uint32_t>(begin + i)};
    radixSort(buffers.items, buffers.scratch);
    buffers.moved.resize(n);
    for (std::size_t i = 0; i < n; ++i)
        buffers.moved[i] = values[buffers.items[i].index];
    if (n == values.size())
        values.swap(buffers.moved); // the whole vector: its buffer and the spare one change places
    else
        std::copy(buffers.moved.begin(), buffers.moved.end(), values.begin() + static_cast<std::ptrdiff_t>(begin));
    for (std::size_t i = begin; i < end;) {
        std::size_t j = i + 1;
        while (j < end && keyOf(values[j]) == keyOf(values[i]))
            ++j;
        if (j - i > 1)
            finish(i, j);
        i = j;
    }
}

} // namespace robots::detail
