// SPDX-License-Identifier: MIT
// The spare pool of large parse buffers (internal.h, SpareBuffers).
//
// Why: the studio parses one document as each dialect reads it on every keystroke (lint() and
// the verdict views), and a 500 KiB file — the least RFC 9309 §2.5 lets a crawler stop at — needs
// about 2 MiB of text, line and rule buffers per reading. glibc hands blocks that size back to
// the system when they are freed (mmap, or a trim of the heap's top), so the next reading
// faults every page in again: a W1 parse took 2 ms with its pages mapped and up to 10 ms
// without. Kept here, the buffers go straight to the next parse of a body of about that size.
//
// What it costs: at most kBudgetBytes of capacity and kMaxPerKind buffers of each kind, kept
// only for bodies of at least kMinBodyBytes (smaller ones come from the allocator's ordinary
// heap, which keeps them, and a crawler parsing small files keeps nothing here).

#include "internal.h"
#include "robots/studio/diagnostics.h"

#include <algorithm>
#include <mutex>
#include <optional>

namespace robots::detail {

namespace {

/// Bodies smaller than this keep no spare buffers: their blocks stay below glibc's default
/// mmap threshold (128 KiB) and are reused by malloc itself.
constexpr std::size_t kMinBodyBytes = 64 * 1024;
/// Every reading of a 500 KiB body by the nine dialects, the AI-preference reading and the
/// caller's own (about 2 MiB each), with room to spare.
constexpr std::size_t kBudgetBytes = 32 * 1024 * 1024;
/// Buffers of one kind kept at most (one per reading of one document, as above).
constexpr std::size_t kMaxPerKind = 12;

template<typename Buffer>
std::size_t capacityBytes(const Buffer &b)
{
    return b.capacity() * sizeof(typename Buffer::value_type);
}

/// One kind of buffer, most recently returned last.
template<typename Buffer>
struct Shelf
{
    struct Entry
    {
        Buffer buffer;
        std::size_t bodySize; ///< The body it last served: a later body of about this size fits.
    };
    std::vector<Entry> entries;

    /// The most recent buffer that served a body within a factor of two of `bodySize`.
    std::optional<Buffer> take(std::size_t bodySize, std::size_t &bytes)
    {
        for (auto it = entries.rbegin(); it != entries.rend(); ++it) {
            if (it->bodySize / 2 <= bodySize && bodySize <= it->bodySize * 2) {
                Buffer b = std::move(it->buffer);
                entries.erase(std::next(it).base());
                bytes -= capacityBytes(b);
                return b;
            }
        }
        return std::nullopt;
    }

    /// Keeps `b` when it fits the budget; the oldest entry of this kind makes room.
    void put(Buffer &&b, std::size_t bodySize, std::size_t &bytes)
    {
        const std::size_t size = capacityBytes(b);
        if (size == 0)
            return;
        if (entries.size() >= kMaxPerKind) {
            bytes -= capacityBytes(entries.front().buffer);
            entries.erase(entries.begin());
        }
        if (bytes + size > kBudgetBytes)
            return;
        b.clear();
        bytes += size;
        entries.push_back({std::move(b), bodySize});
    }
};

struct Pool
{
    std::mutex mutex;
    std::size_t bytes = 0;
    Shelf<std::string> texts;
    Shelf<std::string> arenas;
    Shelf<std::vector<Line>> lines;
    Shelf<std::vector<Rule>> rules;
};

Pool &pool()
{
    // Never destroyed: files in static storage may be destroyed after it would be.
    static Pool *const p = new Pool;
    return *p;
}

} // namespace

SpareBuffers takeSpareBuffers(std::size_t bodySize, bool withText)
{
    SpareBuffers spare;
    if (bodySize < kMinBodyBytes)
        return spare;
    Pool &p = pool();
    const std::lock_guard lock(p.mutex);
    if (withText) {
        if (auto b = p.texts.take(bodySize, p.bytes))
            spare.text = std::move(*b);
    }
    if (auto b = p.arenas.take(bodySize, p.bytes))
        spare.arena = std::move(*b);
    if (auto b = p.lines.take(bodySize, p.bytes))
        spare.lines = std::move(*b);
    if (auto b = p.rules.take(bodySize, p.bytes))
        spare.rules = std::move(*b);
    return spare;
}

void returnSpareBuffers(SpareBuffers &&spare, std::size_t bodySize) noexcept
{
    if (bodySize < kMinBodyBytes)
        return;
    Pool &p = pool();
    // The moves and erases below only move pointers; a failing lock (never on Linux) keeps nothing.
    try {
        const std::lock_guard lock(p.mutex);
        p.texts.put(std::move(spare.text), bodySize, p.bytes);
        p.arenas.put(std::move(spare.arena), bodySize, p.bytes);
        p.lines.put(std::move(spare.lines), bodySize, p.bytes);
        p.rules.put(std::move(spare.rules), bodySize, p.bytes);
    } catch (...) {
    }
}

FileData::~FileData()
{
    const std::size_t bodySize = text.size();
    returnSpareBuffers(SpareBuffers{std::move(text), std::move(arena), std::move(lines), std::move(rules)}, bodySize);
}

} // namespace robots::detail

void robots::releaseSpareParseBuffers()
{
    detail::Pool &p = detail::pool();
    // Freed outside the lock: the shelves are swapped out first.
    detail::Pool spare;
    {
        const std::lock_guard lock(p.mutex);
        std::swap(spare.texts, p.texts);
        std::swap(spare.arenas, p.arenas);
        std::swap(spare.lines, p.lines);
        std::swap(spare.rules, p.rules);
        p.bytes = 0;
    }
}
