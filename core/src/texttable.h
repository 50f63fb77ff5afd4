// SPDX-License-Identifier: MIT
#pragma once

// A set of texts, each with the first index it was added with: open addressing over 2^k slots (at
// most half used) holding index + 1, probed linearly, hashed eight bytes at a time. No node
// allocation and no division, for the checks that look up every rule of a group in another set of
// rules. Internal to the core; not installed.

#include "bytechunks.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace robots::detail {

/// `KeyOf(index)` gives the text added with `index` (the table keeps only indexes).
template<typename KeyOf>
class FirstIndexTable
{
public:
    static constexpr std::uint32_t kNone = 0xFFFFFFFFu;

    FirstIndexTable(std::size_t expected, KeyOf keyOf)
        : m_keyOf(std::move(keyOf))
    {
        std::size_t count = 16;
        while (count < 2 * expected)
            count *= 2;
        m_slots.assign(count, 0);
    }

    /// Adds `text` with `index` unless it is there already; returns the index it has.
    std::uint32_t insert(std::string_view text, std::uint32_t index)
    {
        std::uint32_t &slot = slotOf(text);
        if (slot == 0)
            slot = index + 1;
        return slot - 1;
    }

    /// The index `text` was first added with, or kNone.
    [[nodiscard]] std::uint32_t find(std::string_view text) const
    {
        return const_cast<FirstIndexTable *>(this)->slotOf(text) - 1; // 0 - 1 wraps to kNone
    }

private:
    std::uint32_t &slotOf(std::string_view text)
    {
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = hashBytes(text) & mask;; i = (i + 1) & mask) {
            if (m_slots[i] == 0 || m_keyOf(m_slots[i] - 1) == text)
                return m_slots[i];
        }
    }

    KeyOf m_keyOf;
    std::vector<std::uint32_t> m_slots;
};

} // namespace robots::detail
