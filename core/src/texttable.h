// SPDX-License-Identifier: MIT
#pragma once

// A set of texts, each with the first index it was added with: open addressing over 2^k slots (at
// most a quarter used) holding index + 1 and a fingerprint of the hash, probed linearly, hashed eight
// bytes at a time. No node allocation and no division, for the checks that look up every
// rule of a group in another set of rules. Internal to the core; not installed.

#include "bytechunks.h"

#include <algorithm>
#include <bit>
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

    /// Room for `expected` texts, added with indexes below `expected`.
    FirstIndexTable(std::size_t expected, KeyOf keyOf)
        : m_keyOf(std::move(keyOf))
        , m_indexBits(std::max(1u, static_cast<unsigned>(std::bit_width(expected))))
    {
        std::size_t count = 16;
        while (count < 4 * expected)
            count *= 2;
        m_slots.assign(count, 0);
        std::size_t bits = 512; // eight per text, up to 2^16: a few KiB the processor keeps close
        while (bits < 8 * expected && bits < (std::size_t{1} << 16))
            bits *= 2;
        m_filter.assign(bits / 64, 0);
    }

    /// Adds `text` with `index` (below the expected count) unless it is there already; returns the
    /// index it has.
    std::uint32_t insert(std::string_view text, std::uint32_t index)
    {
        const std::size_t hash = hashBytes(text);
        std::uint32_t &slot = slotOf(text, hash);
        if (slot == 0) {
            slot = fingerprint(hash) | (index + 1u);
            const std::size_t bit = filterBit(hash);
            m_filter[bit / 64] |= std::uint64_t{1} << (bit % 64);
        }
        return (slot & indexMask()) - 1;
    }

    /// The index `text` was first added with, or kNone. Most absent texts are answered by a
    /// one-bit-per-text filter, without touching the (larger) table.
    [[nodiscard]] std::uint32_t find(std::string_view text) const
    {
        const std::size_t hash = hashBytes(text);
        const std::size_t bit = filterBit(hash);
        if (((m_filter[bit / 64] >> (bit % 64)) & 1u) == 0)
            return kNone;
        const std::uint32_t slot = const_cast<FirstIndexTable *>(this)->slotOf(text, hash);
        return slot == 0 ? kNone : (slot & indexMask()) - 1;
    }

private:
    [[nodiscard]] std::uint32_t indexMask() const { return m_indexBits >= 32 ? 0xFFFFFFFFu : (1u << m_indexBits) - 1; }
    /// Hash bits the slot index does not use, kept in a slot's bits above the index (as many as
    /// the expected count leaves): a text is compared with the one in a slot only when they agree
    /// — no pointer chase and no byte compare for almost every slot that holds another text, in a
    /// table as small as one of bare indexes (every rule of every other group is looked up in it).
    [[nodiscard]] std::uint32_t fingerprint(std::size_t hash) const
    {
        return static_cast<std::uint32_t>(std::uint64_t{hash} >> 32) & ~indexMask();
    }

    std::uint32_t &slotOf(std::string_view text, std::size_t hash)
    {
        const std::size_t mask = m_slots.size() - 1;
        const std::uint32_t print = fingerprint(hash);
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            const std::uint32_t slot = m_slots[i];
            if (slot == 0 || ((slot & ~indexMask()) == print && m_keyOf((slot & indexMask()) - 1) == text))
                return m_slots[i];
        }
    }

    /// Hash bits 16 to 31: neither the slot index (the low bits) nor the fingerprint (the high).
    [[nodiscard]] std::size_t filterBit(std::size_t hash) const
    {
        return (static_cast<std::size_t>(std::uint64_t{hash} >> 16)) & (64 * m_filter.size() - 1);
    }

    KeyOf m_keyOf;
    unsigned m_indexBits;
    std::vector<std::uint64_t> m_filter; ///< Bit filterBit(hash) set for every text added.
    std::vector<std::uint32_t> m_slots;  ///< 0: empty; else fingerprint bits | (index + 1).
};

} // namespace robots::detail
