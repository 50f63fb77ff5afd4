// SPDX-License-Identifier: MIT
#pragma once

// Sixteen bytes at a time over short texts (rule patterns): an ASCII lower-case copy and bit masks
// of chosen bytes, the classes of the bytes present, a hash, with SSE2 where the compiler offers it and a portable loop
// elsewhere. Internal to the core; not installed.

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace robots::detail {

/// For 8 <= n <= 32, where the second of four 8-byte loads covering n bytes starts: at 8, or at 0
/// below 16 bytes (then the middle two loads repeat the outer two). Chosen by arithmetic, not a
/// branch: rule patterns straddle 16 bytes about half and half.
constexpr std::size_t coverSecond(std::size_t n)
{
    return 8 * static_cast<std::size_t>(n >= 16);
}

#if defined(__SSE2__)
/// For 8 <= n <= 32: two vectors that hold every byte of p[0, n) and nothing else (some bytes
/// twice), from four 8-byte loads at 0, coverSecond(n), n - 8 - coverSecond(n) and n - 8. The
/// scans below finish every text of eight bytes or more with it: their last 16 to 32 bytes, or
/// the whole of a short pattern, take the same instructions whatever the length, so the processor
/// has no length-dependent branch to mispredict.
struct Covering
{
    __m128i low, high;
};
inline Covering coverShort(const char *p, std::size_t n)
{
    const std::size_t second = coverSecond(n);
    const auto at = [p](std::size_t i) { return _mm_loadl_epi64(reinterpret_cast<const __m128i *>(p + i)); };
    return {_mm_unpacklo_epi64(at(0), at(second)), _mm_unpacklo_epi64(at(n - 8 - second), at(n - 8))};
}

/// Hands `hits` sixteen-byte vectors that together hold every byte of p[0, n) (n >= 8) and no
/// other: whole chunks, then coverShort() for the last 8 to 32 bytes. True as soon as `hits`
/// returns a non-zero mask (the chunks after it are not read). The one chunk loop of the scans.
template<typename Hits>
bool anyCoveringChunk(const char *p, std::size_t n, Hits hits)
{
    std::size_t i = 0;
    for (; i + 32 < n; i += 16) {
        if (hits(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p + i))) != 0)
            return true;
    }
    const Covering rest = coverShort(p + i, n - i);
    return (hits(rest.low) | hits(rest.high)) != 0;
}
#endif

/// A lower-cased copy of a text of at most `Capacity` bytes, padded with zero bytes to a whole
/// number of 16-byte chunks and then sixteen more (a reader may load a few bytes past the end),
/// and per chunk the masks of two chosen bytes (bit i: byte i of the
/// chunk). `ok()` is false, and everything empty, for longer texts.
template<std::size_t Capacity>
class LoweredChunks
{
    static_assert(Capacity % 16 == 0);

public:
    LoweredChunks(std::string_view text, char first, char second)
    {
        const std::size_t n = text.size();
        if (n > Capacity)
            return;
        m_length = n;
        m_ok = true;
        m_chunks = (n + 15) / 16;
        for (std::size_t c = m_chunks; c < m_chunks + 3; ++c)
            m_first[c] = m_second[c] = 0;
        if (m_chunks == 0)
            return;
        std::memset(m_bytes.data() + (m_chunks - 1) * 16, 0, 32);
        std::memcpy(m_bytes.data(), text.data(), n);
#if defined(__SSE2__)
        const __m128i a = _mm_set1_epi8('A' - 1), z = _mm_set1_epi8('Z' + 1), bit = _mm_set1_epi8(0x20);
        const __m128i f = _mm_set1_epi8(first), s = _mm_set1_epi8(second);
        for (std::size_t c = 0; c < m_chunks; ++c) {
            auto *p = reinterpret_cast<__m128i *>(m_bytes.data() + 16 * c);
            const __m128i v = _mm_load_si128(p);
            // Signed compares: bytes 0x80-0xFF are negative, so never between 'A' and 'Z'.
            const __m128i upper = _mm_and_si128(_mm_cmpgt_epi8(v, a), _mm_cmplt_epi8(v, z));
            _mm_store_si128(p, _mm_or_si128(v, _mm_and_si128(upper, bit)));
            m_first[c] = static_cast<std::uint16_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, f)));
            m_second[c] = static_cast<std::uint16_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, s)));
        }
#else
        for (std::size_t c = 0; c < m_chunks; ++c) {
            std::uint16_t mf = 0, ms = 0;
            for (std::size_t i = 0; i < 16; ++i) {
                char &b = m_bytes[16 * c + i];
                mf |= static_cast<std::uint16_t>((b == first) << i);
                ms |= static_cast<std::uint16_t>((b == second) << i);
                if (b >= 'A' && b <= 'Z')
                    b = static_cast<char>(b + 32);
            }
            m_first[c] = mf;
            m_second[c] = ms;
        }
#endif
    }

    [[nodiscard]] bool ok() const { return m_ok; }
    [[nodiscard]] std::string_view view() const { return {m_bytes.data(), m_length}; }
    [[nodiscard]] std::size_t chunks() const { return m_chunks; }
    /// Where the first / second chosen byte occurs in chunk `c`.
    [[nodiscard]] std::uint16_t firstMask(std::size_t c) const { return m_first[c]; }
    [[nodiscard]] std::uint16_t secondMask(std::size_t c) const { return m_second[c]; }
    /// The masks of chunks c to c + 3 in one number (chunk c in the low bits; 0 past the last
    /// chunk): a text of up to 64 bytes is walked in one loop, not one per chunk.
    [[nodiscard]] std::uint64_t firstMask64(std::size_t c) const { return join(&m_first[c]); }
    [[nodiscard]] std::uint64_t secondMask64(std::size_t c) const { return join(&m_second[c]); }

private:
    static std::uint64_t join(const std::uint16_t *m)
    {
        return std::uint64_t{m[0]} | std::uint64_t{m[1]} << 16 | std::uint64_t{m[2]} << 32 | std::uint64_t{m[3]} << 48;
    }

    alignas(16) std::array<char, Capacity + 16> m_bytes;
    std::array<std::uint16_t, Capacity / 16 + 3> m_first; ///< Three zero masks follow the last chunk's.
    std::array<std::uint16_t, Capacity / 16 + 3> m_second;
    std::size_t m_length = 0;
    std::size_t m_chunks = 0;
    bool m_ok = false;
};

/// Characters a URL never carries unencoded (RFC 3986 §2): space, `"<>\^`{|}`, and non-ASCII.
constexpr bool needsEncoding(unsigned char c)
{
    return c == ' ' || c == '"' || c == '<' || c == '>' || c == '\\' || c == '^' || c == '`' || c == '{' || c == '|' ||
           c == '}' || c >= 0x80;
}

/// Byte classes of a rule pattern, as byteClasses() reports them.
enum ByteClass : std::uint8_t {
    kStarByte = 1,
    kPercentByte = 2,
    kDollarByte = 4,
    kUnsafeByte = 8, ///< needsEncoding()
    kLowerByte = 16,
    kUpperByte = 32,
};

inline constexpr std::array<std::uint8_t, 256> kByteClasses = [] {
    std::array<std::uint8_t, 256> t{};
    for (unsigned c = 0; c < 256; ++c) {
        std::uint8_t k = 0;
        k |= c == '*' ? kStarByte : 0;
        k |= c == '%' ? kPercentByte : 0;
        k |= c == '$' ? kDollarByte : 0;
        k |= needsEncoding(static_cast<unsigned char>(c)) ? kUnsafeByte : 0;
        k |= (c >= 'a' && c <= 'z') ? kLowerByte : 0;
        k |= (c >= 'A' && c <= 'Z') ? kUpperByte : 0;
        t[c] = k;
    }
    return t;
}();

/// The union of the ByteClass of every byte of `text`: sixteen bytes at a time where SSE2 is there.
inline std::uint8_t byteClasses(std::string_view text)
{
    const std::size_t n = text.size();
    std::size_t i = 0;
    std::uint8_t all = 0;
#if defined(__SSE2__)
    if (n >= 8) {
        const __m128i zero = _mm_setzero_si128();
        __m128i star = zero, percent = zero, dollar = zero, unsafe = zero, lower = zero, upper = zero;
        // A union does not mind bytes seen twice; no chunk stops the scan (add() returns 0).
        (void)anyCoveringChunk(text.data(), n, [&](__m128i v) {
            star = _mm_or_si128(star, _mm_cmpeq_epi8(v, _mm_set1_epi8('*')));
            percent = _mm_or_si128(percent, _mm_cmpeq_epi8(v, _mm_set1_epi8('%')));
            dollar = _mm_or_si128(dollar, _mm_cmpeq_epi8(v, _mm_set1_epi8('$')));
            // Signed compares: bytes 0x80-0xFF are negative, below every letter.
            upper = _mm_or_si128(upper, _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8('A' - 1)),
                                                      _mm_cmplt_epi8(v, _mm_set1_epi8('Z' + 1))));
            lower = _mm_or_si128(lower, _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8('a' - 1)),
                                                      _mm_cmplt_epi8(v, _mm_set1_epi8('z' + 1))));
            // Non-ASCII (negative), `{|}`, and the single characters.
            __m128i u = _mm_cmplt_epi8(v, zero);
            u = _mm_or_si128(
                u, _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8('z')), _mm_cmplt_epi8(v, _mm_set1_epi8('~'))));
            u = _mm_or_si128(u, _mm_cmpeq_epi8(v, _mm_set1_epi8(' ')));
            u = _mm_or_si128(u, _mm_cmpeq_epi8(v, _mm_set1_epi8('"')));
            u = _mm_or_si128(u, _mm_cmpeq_epi8(v, _mm_set1_epi8('<')));
            u = _mm_or_si128(u, _mm_cmpeq_epi8(v, _mm_set1_epi8('>')));
            u = _mm_or_si128(u, _mm_cmpeq_epi8(v, _mm_set1_epi8('\\')));
            u = _mm_or_si128(u, _mm_cmpeq_epi8(v, _mm_set1_epi8('^')));
            u = _mm_or_si128(u, _mm_cmpeq_epi8(v, _mm_set1_epi8('`')));
            unsafe = _mm_or_si128(unsafe, u);
            return 0;
        });
        i = n;
        const auto any = [](__m128i m, std::uint8_t bit) { return _mm_movemask_epi8(m) != 0 ? bit : std::uint8_t{0}; };
        all = static_cast<std::uint8_t>(any(star, kStarByte) | any(percent, kPercentByte) | any(dollar, kDollarByte) |
                                        any(unsafe, kUnsafeByte) | any(lower, kLowerByte) | any(upper, kUpperByte));
    }
#endif
    for (; i < n; ++i)
        all |= kByteClasses[static_cast<unsigned char>(text[i])];
    return all;
}

/// Whether `text` holds the byte `c`. Texts of 8 to 32 bytes take a fixed set of overlapping loads
/// (coverShort(), or SWAR without SSE2), so the processor predicts no branch that depends on the
/// length: rule patterns, asked this once each, are mostly that short.
inline bool containsByte(std::string_view text, char c)
{
    const std::size_t n = text.size();
    const char *p = text.data();
#if defined(__SSE2__)
    if (n >= 8) {
        const __m128i needle = _mm_set1_epi8(c);
        return anyCoveringChunk(p, n, [&needle](__m128i v) { return _mm_movemask_epi8(_mm_cmpeq_epi8(v, needle)); });
    }
#endif
    constexpr std::uint64_t kOnes = 0x0101010101010101ull;
    constexpr std::uint64_t kHigh = 0x8080808080808080ull;
    const std::uint64_t pattern = kOnes * static_cast<unsigned char>(c);
    // Non-zero when x ^ pattern has a zero byte, that is when x holds c (exact for "any").
    const auto zeroBytes = [](std::uint64_t x) { return (x - kOnes) & ~x & kHigh; };
    const auto load8 = [p](std::size_t at) {
        std::uint64_t x;
        std::memcpy(&x, p + at, 8);
        return x;
    };
    if (n >= 8) {
        std::uint64_t any = 0;
        std::size_t i = 0;
        for (; i + 16 < n; i += 8) // only without SSE2: texts of 16 bytes or more
            any |= zeroBytes(load8(i) ^ pattern);
        return (any | zeroBytes(load8(i) ^ pattern) | zeroBytes(load8(n - 8) ^ pattern)) != 0;
    }
    if (n >= 4) {
        std::uint32_t lo, hi;
        std::memcpy(&lo, p, 4);
        std::memcpy(&hi, p + n - 4, 4);
        return zeroBytes((lo | static_cast<std::uint64_t>(hi) << 32) ^ pattern) != 0;
    }
    bool any = false;
    for (std::size_t i = 0; i < n; ++i)
        any |= p[i] == c;
    return any;
}

/// A C0 control byte or DEL (0x00-0x1F, 0x7F).
constexpr bool isControlByte(unsigned char c)
{
    return c < 0x20 || c == 0x7F;
}

/// Whether `text` holds a C0 control byte or DEL (0x00-0x1F, 0x7F): what a message shows as
/// \xHH. Sixteen bytes at a time where SSE2 is there (quoted patterns, asked once a finding,
/// almost never hold one).
inline bool containsControlByte(std::string_view text)
{
    const std::size_t n = text.size();
#if defined(__SSE2__)
    if (n >= 8) {
        const __m128i space = _mm_set1_epi8(' '), del = _mm_set1_epi8(0x7F), minusOne = _mm_set1_epi8(-1);
        return anyCoveringChunk(text.data(), n, [&](__m128i v) {
            // Signed compares: bytes 0x80-0xFF are negative and not controls.
            const __m128i c0 = _mm_and_si128(_mm_cmplt_epi8(v, space), _mm_cmpgt_epi8(v, minusOne));
            return _mm_movemask_epi8(_mm_or_si128(c0, _mm_cmpeq_epi8(v, del)));
        });
    }
#endif
    bool any = false;
    for (const char c : text)
        any |= isControlByte(static_cast<unsigned char>(c));
    return any;
}

/// A hash of every byte of `text`, eight at a time (no per-byte multiply). From 8 to 32 bytes take
/// a fixed set of overlapping loads (no loop of a varying length, whose exit the processor would
/// mispredict once a call); longer texts loop over their middle. With `foldCase`, ASCII letters
/// hash as their lower case, so texts equal but for case hash alike.
inline std::size_t hashBytes(std::string_view text, bool foldCase = false)
{
    constexpr std::uint64_t kOnes = 0x0101010101010101ull;
    constexpr std::uint64_t kHigh = 0x8080808080808080ull;
    const auto fold = [foldCase](std::uint64_t x) {
        if (!foldCase)
            return x;
        const std::uint64_t low7 = x & ~kHigh;
        const std::uint64_t atLeastA = low7 + kOnes * (0x80 - 'A');
        const std::uint64_t aboveZ = low7 + kOnes * (0x80 - 'Z' - 1);
        const std::uint64_t upper = atLeastA & ~aboveZ & ~x & kHigh; // ASCII bytes in 'A'..'Z'
        return x | (upper >> 2);                                     // + 0x20
    };
    const auto load = [&text](std::size_t at) {
        std::uint64_t x;
        std::memcpy(&x, text.data() + at, 8);
        return x;
    };
    const std::size_t n = text.size();
    std::uint64_t h = 0x9E3779B97F4A7C15ull ^ n;
    const auto mix = [&h, &fold](std::uint64_t x) {
        h = (h ^ fold(x)) * 0xFF51AFD7ED558CCDull;
        h ^= h >> 32;
    };
    if (n >= 8) {
        // Four loads for 8 to 32 bytes, overlapping as the length asks, placed by arithmetic (no
        // branch): below 16 bytes the middle two repeat the outer two.
        const std::size_t second = coverSecond(n);
        mix(load(0));
        mix(load(second));
        for (std::size_t i = 16; i + 16 < n; i += 8)
            mix(load(i));
        mix(load(n - 8 - second));
        mix(load(n - 8));
    } else if (n >= 4) {
        std::uint32_t lo, hi;
        std::memcpy(&lo, text.data(), 4);
        std::memcpy(&hi, text.data() + n - 4, 4);
        mix(lo | static_cast<std::uint64_t>(hi) << 32);
    } else if (n > 0) {
        mix(static_cast<unsigned char>(text[0]) |
            static_cast<std::uint64_t>(static_cast<unsigned char>(text[n / 2])) << 8 |
            static_cast<std::uint64_t>(static_cast<unsigned char>(text[n - 1])) << 16);
    }
    return static_cast<std::size_t>(h);
}

} // namespace robots::detail
