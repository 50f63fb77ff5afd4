// SPDX-License-Identifier: MIT
#pragma once

#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <string>
#include <string_view>

namespace robots {

/// The arguments of a Message, in order, kept in one buffer: at most one allocation per message
/// (none when all of them fit in the string's small buffer), where a vector of strings would
/// allocate for the vector and again for each long argument. A large file yields thousands of
/// findings, each with one to three messages, so this is most of what a finding costs.
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

    [[nodiscard]] std::size_t size() const { return m_count; }
    [[nodiscard]] bool empty() const { return m_count == 0; }
    [[nodiscard]] static constexpr std::size_t capacity() { return kCapacity; }
    /// Argument `i` (< size()); valid until the arguments change.
    [[nodiscard]] std::string_view operator[](std::size_t i) const
    {
        const std::uint32_t begin = i == 0 ? 0 : m_ends[i - 1];
        return std::string_view(m_text).substr(begin, m_ends[i] - begin);
    }
    [[nodiscard]] const_iterator begin() const { return {this, 0}; }
    [[nodiscard]] const_iterator end() const { return {this, m_count}; }

    /// Appends one argument. Throws std::length_error past capacity() arguments or 4 GiB of text.
    void push_back(std::string_view arg);
    void emplace_back(std::string_view arg) { push_back(arg); }
    /// Makes room for `bytes` bytes of argument text, so that the appends after it do not regrow.
    void reserve(std::size_t bytes) { m_text.reserve(bytes); }

    friend bool operator==(const MessageArgs &a, const MessageArgs &b);
    /// Lexicographic over the arguments, as a vector of strings would compare.
    friend std::strong_ordering operator<=>(const MessageArgs &a, const MessageArgs &b);

private:
    std::string m_text;                            ///< The arguments, one after another.
    std::array<std::uint32_t, kCapacity> m_ends{}; ///< Where each argument ends in m_text.
    std::uint8_t m_count = 0;
};

/// A sentence shown to people, kept as data so that a Qt layer can translate it.
///
/// `id` is stable once shipped (the GUI looks translations up by it); `english` is the English
/// template with Qt-style placeholders `%1`, `%2`, … that `args` fill in order. The core never
/// translates: it only produces ids, templates and arguments.
struct Message
{
    std::string_view id;
    std::string_view english;
    MessageArgs args;

    /// The English sentence with every `%n` replaced by `args[n - 1]`. Cost: one allocation.
    [[nodiscard]] std::string toEnglish() const;
};

/// A fixed text without arguments (dialect descriptions, choice lists): an id and its English.
struct Text
{
    std::string_view id;
    std::string_view english;
};

} // namespace robots
