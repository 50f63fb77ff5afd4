// SPDX-License-Identifier: MIT
#pragma once

// A set of texts, each with the first index it was added with: open addressing over 2^k slots (at
// most a quarter used) holding index + 1 and a fingerprint of the hash, probed linearly, hashed
// eight bytes at a time. No node allocation and no division, for the checks that look up every
// rule of a group in another set of rules. Internal to the core; not installed.

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
        while (count < 4 * expected) // at most a quarter used: most lookups of absent texts end at once
            count *= 2;
        m_slots.assign(count, 0);
    }

    /// Adds `text` with `index` unless it is there already; returns the index it has.
    std::uint32_t insert(std::string_view text, std::uint32_t index)
    {
        const std::size_t hash = hashBytes(text);
        std::uint64_t &slot = slotOf(text, hash);
        if (slot == 0)
            slot = (std::uint64_t{fingerprint(hash)} << 32) | (index + 1u);
        return static_cast<std::uint32_t>(slot) - 1;
    }

    /// The index `text` was first added with, or kNone.
    [[nodiscard]] std::uint32_t find(std::string_view text) const
    {
        // 0 - 1 wraps to kNone
        return static_cast<std::uint32_t>(const_cast<FirstIndexTable *>(this)->slotOf(text, hashBytes(text))) - 1;
    }

private:
    /// The hash bits the slot index does not use, kept beside the index: a text is compared with
    /// the one in a slot only when they agree (no pointer chase, no byte compare, for almost every
    /// slot that holds another text).
    static std::uint32_t fingerprint(std::size_t hash) { return static_cast<std::uint32_t>(std::uint64_t{hash} >> 32); }

    std::uint64_t &slotOf(std::string_view text, std::size_t hash)
    {
        const std::size_t mask = m_slots.size() - 1;
        const std::uint32_t print = fingerprint(hash);
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            const std::uint64_t slot = m_slots[i];
            if (slot == 0 || (static_cast<std::uint32_t>(slot >> 32) == print &&
                              m_keyOf(static_cast<std::uint32_t>(slot) - 1) == text))
                return m_slots[i];
        }
    }

    KeyOf m_keyOf;
    std::vector<std::uint64_t> m_slots; ///< 0: empty; else fingerprint << 32 | (index + 1).
};

} // namespace robots::detail
