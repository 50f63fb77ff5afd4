// SPDX-License-Identifier: MIT
#include "messageargs.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <stdexcept>

namespace robots {

namespace {

/// Writes where an argument ends as `width` (2 or 4) bytes, little-endian whatever the machine's
/// order: the one encoding of MessageArgs' ends, which MessageArgs::endAt() reads.
void putEnd(char *at, std::size_t end, std::size_t width)
{
    for (std::size_t b = 0; b < width; ++b)
        at[b] = static_cast<char>((end >> (8 * b)) & 0xFF);
}

} // namespace

MessageArgs::MessageArgs(std::initializer_list<std::string_view> args)
{
    assign(args);
}

void MessageArgs::assign(std::initializer_list<std::string_view> args)
{
    const std::size_t count = args.size();
    if (count > kCapacity)
        throw std::length_error("robots::MessageArgs: too many arguments");
    std::size_t text = 0;
    for (const std::string_view arg : args) {
        if (arg.size() > std::numeric_limits<std::uint32_t>::max() - text)
            throw std::length_error("robots::MessageArgs: arguments over 4 GiB");
        text += arg.size();
    }
    if (count == 0) {
        m_buffer.clear();
        return;
    }
    const bool wide = text > kNarrowLimit;
    const std::size_t width = wide ? 4 : 2;
    std::string buffer(1 + width * count + text, '\0'); // a new buffer: args may lie in the old one
    buffer[0] = static_cast<char>((wide ? kWide : 0) | count);
    char *ends = buffer.data() + 1;
    char *out = ends + width * count;
    std::size_t end = 0;
    for (const std::string_view arg : args) {
        end += arg.size();
        putEnd(ends, end, width);
        ends += width;
        if (!arg.empty())
            std::memcpy(out, arg.data(), arg.size());
        out += arg.size();
    }
    m_buffer = std::move(buffer);
}

void MessageArgs::push_back(std::string_view arg)
{
    const std::size_t count = size();
    if (count == kCapacity)
        throw std::length_error("robots::MessageArgs: too many arguments");
    if (!m_buffer.empty() && arg.data() >= m_buffer.data() && arg.data() < m_buffer.data() + m_buffer.size()) {
        const std::string copy(arg); // an argument of this message: the buffer is about to move
        push_back(copy);
        return;
    }
    std::size_t width = endWidth();
    const std::size_t text = m_buffer.empty() ? 0 : m_buffer.size() - 1 - width * count;
    if (arg.size() > std::numeric_limits<std::uint32_t>::max() - text)
        throw std::length_error("robots::MessageArgs: arguments over 4 GiB");
    const std::size_t end = text + arg.size();
    // Room first, so that a failed allocation leaves the arguments as they were.
    if (width == 2 && end > kNarrowLimit) {
        width = 4;
        widen(1 + width * (count + 1) + end); // past 64 KiB: every end takes 32 bits from now on
    } else {
        m_buffer.reserve(1 + width * (count + 1) + end);
    }
    if (m_buffer.empty())
        m_buffer.push_back('\0');
    char bytes[4];
    putEnd(bytes, end, width);
    m_buffer.insert(1 + width * count, bytes, width);
    m_buffer.append(arg);
    m_buffer[0] = static_cast<char>((static_cast<unsigned char>(m_buffer[0]) & kWide) | (count + 1));
}

void MessageArgs::widen(std::size_t capacity)
{
    const std::size_t count = size();
    std::string wide;
    wide.reserve(capacity);
    wide.push_back(static_cast<char>(kWide | count));
    for (std::size_t i = 0; i < count; ++i) {
        char bytes[4];
        putEnd(bytes, endAt(m_buffer, i, 2), 4);
        wide.append(bytes, 4);
    }
    if (count > 0)
        wide.append(std::string_view(m_buffer).substr(1 + 2 * count));
    m_buffer = std::move(wide);
}

std::strong_ordering operator<=>(const MessageArgs &a, const MessageArgs &b)
{
    return std::lexicographical_compare_three_way(a.begin(), a.end(), b.begin(), b.end());
}

Message::Message(std::string_view id_, std::string_view english_, std::initializer_list<std::string_view> args)
    : id(id_)
    , english(english_)
{
    if (args.size() != 0)
        m_args = MessageArgs(args).release();
}

std::size_t Message::argCount() const
{
    return MessageArgs::sizeOf(m_args);
}

std::string_view Message::arg(std::size_t i) const
{
    return MessageArgs::at(m_args, i);
}

std::vector<MessageArg> Message::args() const
{
    if (!m_texts.empty())
        return m_texts;
    std::vector<MessageArg> out(argCount());
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i].text = arg(i);
    return out;
}

Message withText(Message message, std::size_t index, Text source, std::initializer_list<std::string_view> args)
{
    std::vector<MessageArg> &texts = detail::MessageInternals::texts(message);
    if (texts.empty())
        texts = message.args();
    if (index < texts.size()) {
        texts[index].source = source;
        texts[index].args.assign(args.begin(), args.end());
    }
    return message;
}

Message withText(Message message, std::size_t index, const Message &inner)
{
    std::vector<MessageArg> &texts = detail::MessageInternals::texts(message);
    if (texts.empty())
        texts = message.args();
    if (index < texts.size()) {
        texts[index].source = Text{inner.id, inner.english};
        texts[index].args.clear();
        for (std::size_t i = 0; i < inner.argCount(); ++i)
            texts[index].args.emplace_back(inner.arg(i));
    }
    return message;
}

std::string Message::toEnglish() const
{
    std::string out;
    const std::size_t count = argCount();
    out.reserve(english.size() + 16 * count);
    for (std::size_t i = 0; i < english.size(); ++i) {
        const char c = english[i];
        if (c == '%' && i + 1 < english.size() && english[i + 1] >= '1' && english[i + 1] <= '9') {
            std::size_t n = static_cast<std::size_t>(english[i + 1] - '0');
            std::size_t j = i + 2;
            if (j < english.size() && english[j] >= '0' && english[j] <= '9') { // %10 … %99
                n = n * 10 + static_cast<std::size_t>(english[j] - '0');
                ++j;
            }
            if (n <= count) {
                out += arg(n - 1);
                i = j - 1;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace robots
