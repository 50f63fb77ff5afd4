// SPDX-License-Identifier: MIT
#pragma once
// A vector that keeps its first N elements inside itself and only allocates past them.
//
// A lint of a large file makes thousands of findings, almost each with at most one quick fix of
// at most two edits and at most one related span. Held in std::vector, every one of those lists
// is a heap block of its own, made while linting and freed, cold, when the result goes: on the
// 500 KiB W1 workload that was three blocks per finding and most of what a finding cost. Kept
// inline, they cost nothing more than the finding's own bytes.
//
// Hand-written: the C++20 standard library has no small vector (std::inplace_vector, C++26, has a
// fixed capacity) and the core takes no dependency beyond it. The interface is the subset of
// std::vector's that the project uses, with the same meaning; iterators are pointers, so a
// std::span views it.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <new>
#include <stdexcept>
#include <type_traits>
#include <utility>

namespace robots {

template<class T, std::size_t N>
class InlineVector
{
    static_assert(N > 0 && N < 256, "an inline capacity of 1 to 255 elements");
    static_assert(std::is_nothrow_move_constructible_v<T>, "elements move without throwing (moves are noexcept)");

public:
    using value_type = T;
    using size_type = std::size_t;
    using difference_type = std::ptrdiff_t;
    using reference = T &;
    using const_reference = const T &;
    using pointer = T *;
    using const_pointer = const T *;
    using iterator = T *;
    using const_iterator = const T *;

    // User-provided, not defaulted: value-initialisation (`InlineVector{}`, a finding made by
    // aggregate initialisation) then leaves the inline room unwritten instead of zeroing it.
    InlineVector() noexcept {}
    InlineVector(std::initializer_list<T> values)
    {
        reserve(values.size());
        for (const T &v : values)
            push_back(v);
    }
    InlineVector(const InlineVector &other)
    {
        reserve(other.size());
        for (const T &v : other)
            push_back(v);
    }
    InlineVector(InlineVector &&other) noexcept { take(other); }
    InlineVector &operator=(const InlineVector &other)
    {
        if (this != &other) {
            InlineVector copy(other);
            *this = std::move(copy);
        }
        return *this;
    }
    InlineVector &operator=(InlineVector &&other) noexcept
    {
        if (this != &other) {
            release();
            take(other);
        }
        return *this;
    }
    ~InlineVector() { release(); }

    [[nodiscard]] size_type size() const noexcept { return m_size; }
    [[nodiscard]] bool empty() const noexcept { return m_size == 0; }
    [[nodiscard]] size_type capacity() const noexcept { return m_heap ? m_capacity : N; }
    /// True while the elements live inside the vector (no heap block).
    [[nodiscard]] bool isInline() const noexcept { return m_heap == nullptr; }

    [[nodiscard]] T *data() noexcept { return m_heap ? m_heap : inlineData(); }
    [[nodiscard]] const T *data() const noexcept { return m_heap ? m_heap : inlineData(); }
    [[nodiscard]] iterator begin() noexcept { return data(); }
    [[nodiscard]] iterator end() noexcept { return data() + m_size; }
    [[nodiscard]] const_iterator begin() const noexcept { return data(); }
    [[nodiscard]] const_iterator end() const noexcept { return data() + m_size; }
    [[nodiscard]] const_iterator cbegin() const noexcept { return begin(); }
    [[nodiscard]] const_iterator cend() const noexcept { return end(); }
    [[nodiscard]] T &operator[](size_type i) noexcept { return data()[i]; }
    [[nodiscard]] const T &operator[](size_type i) const noexcept { return data()[i]; }
    [[nodiscard]] T &front() noexcept { return data()[0]; }
    [[nodiscard]] const T &front() const noexcept { return data()[0]; }
    [[nodiscard]] T &back() noexcept { return data()[m_size - 1]; }
    [[nodiscard]] const T &back() const noexcept { return data()[m_size - 1]; }

    /// Room for `n` elements; allocates only past the inline capacity.
    void reserve(size_type n)
    {
        if (n > capacity())
            grow(n);
    }
    template<class... Args>
    T &emplace_back(Args &&...args)
    {
        if (m_size == capacity())
            grow(std::max<size_type>(2 * capacity(), m_size + 1));
        T *slot = data() + m_size;
        std::construct_at(slot, std::forward<Args>(args)...);
        ++m_size;
        return *slot;
    }
    void push_back(const T &value) { emplace_back(value); }
    void push_back(T &&value) { emplace_back(std::move(value)); }
    void pop_back() noexcept { std::destroy_at(data() + --m_size); }
    /// Destroys the elements; keeps the capacity.
    void clear() noexcept
    {
        std::destroy_n(data(), m_size);
        m_size = 0;
    }

    friend bool operator==(const InlineVector &a, const InlineVector &b)
    {
        return std::equal(a.begin(), a.end(), b.begin(), b.end());
    }

private:
    T *inlineData() noexcept { return std::launder(reinterpret_cast<T *>(m_inline)); }
    const T *inlineData() const noexcept { return std::launder(reinterpret_cast<const T *>(m_inline)); }

    void grow(size_type n)
    {
        if (n > UINT32_MAX)
            throw std::length_error("InlineVector: too many elements");
        T *fresh = std::allocator<T>().allocate(n);
        T *old = data();
        std::uninitialized_move_n(old, m_size, fresh);
        std::destroy_n(old, m_size);
        if (m_heap)
            std::allocator<T>().deallocate(m_heap, m_capacity);
        m_heap = fresh;
        m_capacity = static_cast<std::uint32_t>(n);
    }
    /// Destroys the elements and frees the heap block; leaves the vector empty and inline.
    void release() noexcept
    {
        clear();
        if (m_heap) {
            std::allocator<T>().deallocate(m_heap, m_capacity);
            m_heap = nullptr;
            m_capacity = 0;
        }
    }
    /// Takes `other`'s elements (this vector is empty and inline); leaves `other` empty and inline.
    void take(InlineVector &other) noexcept
    {
        if (other.m_heap) {
            m_heap = std::exchange(other.m_heap, nullptr);
            m_capacity = std::exchange(other.m_capacity, 0);
            m_size = std::exchange(other.m_size, 0);
            return;
        }
        std::uninitialized_move_n(other.inlineData(), other.m_size, inlineData());
        m_size = other.m_size;
        other.clear();
    }

    T *m_heap = nullptr; ///< The elements when they outgrew the inline room.
    std::uint32_t m_size = 0;
    std::uint32_t m_capacity = 0; ///< Of m_heap.
    alignas(T) std::byte m_inline[sizeof(T) * N];
};

} // namespace robots
