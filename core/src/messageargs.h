// SPDX-License-Identifier: MIT
#pragma once
// How the core builds a Message's arguments: one packed buffer (not installed; message.h keeps
// the buffer private and offers Message::arg() and Message::args()).

#include "robots/message.h"

#include <compare>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <string>
#include <string_view>
#include <utility>

namespace robots {

/// The arguments of a Message (message.h), in order, kept in one buffer: at most one allocation per message
/// (none when the arguments and where they end fit in the string's small buffer, as two line
/// numbers do), where a vector of strings would allocate for the vector and again for each long
/// argument. A large file yields thousands of findings, each with one to three messages, so this
/// is most of what a finding costs; the object itself is one std::string (32 bytes), so a
/// finding that keeps its messages inside it stays small.
///
/// The buffer holds a header byte (the count, and whether the ends take 16 or 32 bits), then where
/// each argument ends, then the arguments' bytes one after another. Ends take 16 bits while the
/// arguments total 64 KiB or less, which every message a check makes does.
///
/// Holds up to `capacity()` arguments (the catalogue's longest message uses eight);
/// `push_back` beyond that throws std::length_error.
class MessageArgs
{
public:
    static constexpr std::size_t kCapacity = 10;

    class const_iterator
    {
    public:
        using iterator_category = std::random_access_iterator_tag;
        using value_type = std::string_view;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = std::string_view;

        const_iterator() = default;
        std::string_view operator*() const { return (*m_args)[m_index]; }
        std::string_view operator[](difference_type n) const
        {
            return (*m_args)[static_cast<std::size_t>(static_cast<difference_type>(m_index) + n)];
        }
        const_iterator &operator++()
        {
            ++m_index;
            return *this;
        }
        const_iterator operator++(int)
        {
            const_iterator old = *this;
            ++m_index;
            return old;
        }
        const_iterator &operator--()
        {
            --m_index;
            return *this;
        }
        const_iterator operator--(int)
        {
            const_iterator old = *this;
            --m_index;
            return old;
        }
        const_iterator &operator+=(difference_type n)
        {
            m_index = static_cast<std::size_t>(static_cast<difference_type>(m_index) + n);
            return *this;
        }
        const_iterator &operator-=(difference_type n) { return *this += -n; }
        friend const_iterator operator+(const_iterator it, difference_type n) { return it += n; }
        friend const_iterator operator+(difference_type n, const_iterator it) { return it += n; }
        friend const_iterator operator-(const_iterator it, difference_type n) { return it -= n; }
        friend difference_type operator-(const const_iterator &a, const const_iterator &b)
        {
            return static_cast<difference_type>(a.m_index) - static_cast<difference_type>(b.m_index);
        }
        friend bool operator==(const const_iterator &a, const const_iterator &b) { return a.m_index == b.m_index; }
        friend auto operator<=>(const const_iterator &a, const const_iterator &b) { return a.m_index <=> b.m_index; }

    private:
        friend class MessageArgs;
        const_iterator(const MessageArgs *args, std::size_t index)
            : m_args(args)
            , m_index(index)
        {
        }
        const MessageArgs *m_args = nullptr;
        std::size_t m_index = 0;
    };

    MessageArgs() = default;
    MessageArgs(std::initializer_list<std::string_view> args);

    [[nodiscard]] std::size_t size() const { return sizeOf(m_buffer); }
    [[nodiscard]] bool empty() const { return size() == 0; }
    [[nodiscard]] static constexpr std::size_t capacity() { return kCapacity; }
    /// Argument `i` (< size()); valid until the arguments change.
    [[nodiscard]] std::string_view operator[](std::size_t i) const { return at(m_buffer, i); }
    [[nodiscard]] const_iterator begin() const { return {this, 0}; }
    [[nodiscard]] const_iterator end() const { return {this, size()}; }
    /// Replaces the arguments with `args`, writing the buffer once (what a message made with all
    /// its arguments at hand does). Throws std::length_error as push_back() does.
    void assign(std::initializer_list<std::string_view> args);
    /// Appends one argument. Throws std::length_error past capacity() arguments or 4 GiB of text.
    void push_back(std::string_view arg);
    void emplace_back(std::string_view arg) { push_back(arg); }
    /// Makes room for `args` arguments of `bytes` bytes in all, so that the appends after it do
    /// not regrow the buffer.
    void reserve(std::size_t bytes, std::size_t args = kCapacity)
    {
        m_buffer.reserve(1 + (bytes > kNarrowLimit ? 4 : 2) * (args < kCapacity ? args : kCapacity) + bytes);
    }

    /// The buffer, for a Message to keep (these arguments are left empty).
    [[nodiscard]] std::string release() { return std::exchange(m_buffer, std::string()); }
    /// How many arguments a released buffer holds, and argument `i` of it.
    [[nodiscard]] static std::size_t sizeOf(std::string_view buffer)
    {
        return buffer.empty() ? 0 : static_cast<unsigned char>(buffer.front()) & kCountBits;
    }
    [[nodiscard]] static std::string_view at(std::string_view buffer, std::size_t i)
    {
        const std::size_t width = endWidth(buffer);
        const std::size_t textAt = 1 + width * sizeOf(buffer);
        const std::size_t begin = i == 0 ? 0 : endAt(buffer, i - 1, width);
        return buffer.substr(textAt + begin, endAt(buffer, i, width) - begin);
    }

    friend bool operator==(const MessageArgs &a, const MessageArgs &b) { return a.m_buffer == b.m_buffer; }
    /// Lexicographic over the arguments, as a vector of strings would compare.
    friend std::strong_ordering operator<=>(const MessageArgs &a, const MessageArgs &b);

private:
    static constexpr unsigned char kCountBits = 0x0F;
    static constexpr unsigned char kWide = 0x80;        ///< Ends take 32 bits.
    static constexpr std::size_t kNarrowLimit = 0xFFFF; ///< Text bytes that 16-bit ends can mark.
    static_assert(kCapacity <= kCountBits);

    [[nodiscard]] static std::size_t endWidth(std::string_view buffer)
    {
        return !buffer.empty() && (static_cast<unsigned char>(buffer.front()) & kWide) ? 4 : 2;
    }
    [[nodiscard]] std::size_t endWidth() const { return endWidth(m_buffer); }
    /// Where argument `i` ends, counted from the start of the text.
    [[nodiscard]] static std::size_t endAt(std::string_view buffer, std::size_t i, std::size_t width)
    {
        const auto *at = reinterpret_cast<const unsigned char *>(buffer.data()) + 1 + width * i;
        std::size_t end = 0;
        for (std::size_t b = width; b-- > 0;) // little-endian, whatever the machine's order
            end = (end << 8) | at[b];
        return end;
    }
    /// Rewrites the ends as 32-bit numbers, in a buffer of `capacity` bytes.
    void widen(std::size_t capacity);

    std::string m_buffer; ///< Header byte, ends, text; empty when there are no arguments.
};

namespace detail {

/// What the core reaches inside a Message.
struct MessageInternals
{
    /// A message that keeps `args`' buffer (no copy).
    [[nodiscard]] static Message make(std::string_view id, std::string_view english, MessageArgs args)
    {
        Message m(id, english);
        m.m_args = args.release();
        return m;
    }
    [[nodiscard]] static std::string_view packed(const Message &m) { return m.m_args; }
    [[nodiscard]] static std::vector<MessageArg> &texts(Message &m) { return m.m_texts; }
    [[nodiscard]] static const std::vector<MessageArg> &texts(const Message &m) { return m.m_texts; }
};

} // namespace detail

} // namespace robots
