// A deflate encoder made for filtered screenshot rows: one block with the fixed Huffman codes of
// RFC 1951, where each byte is either a literal or the start of a match against the byte 1 or 4
// places back (a run of one value, or of one pixel). Flat areas, which the PNG Up filter turns
// into runs of zeros, cost about 17 bits per 258 bytes; there is no search and no hash table,
// so it runs several times faster than zlib's fastest level, for files a few times larger where
// a picture is busy.
#include "codec_shims.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    uint64_t bits;
    int count;
} bit_writer;

// Makes room for `more` bytes; 0 when memory runs out.
static int reserve(bit_writer *w, size_t more) {
    if (w->size + more + 16 <= w->capacity) return 1;
    size_t capacity = w->capacity * 2;
    while (capacity < w->size + more + 16) capacity *= 2;
    uint8_t *grown = realloc(w->data, capacity);
    if (!grown) return 0;
    w->data = grown;
    w->capacity = capacity;
    return 1;
}

// Appends `length` (at most 32) bits of `value`, least significant first; room was reserved.
static inline void put(bit_writer *w, uint64_t value, int length) {
    w->bits |= value << w->count;
    w->count += length;
    if (w->count >= 32) {
        uint32_t low = (uint32_t)w->bits;
        w->data[w->size] = (uint8_t)low;
        w->data[w->size + 1] = (uint8_t)(low >> 8);
        w->data[w->size + 2] = (uint8_t)(low >> 16);
        w->data[w->size + 3] = (uint8_t)(low >> 24);
        w->size += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

// Writes out the last partial byte.
static void align(bit_writer *w) {
    while (w->count > 0) {
        w->data[w->size++] = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count = w->count > 8 ? w->count - 8 : 0;
    }
    w->bits = 0;
}

static uint32_t reverse(uint32_t code, int length) {
    uint32_t result = 0;
    for (int i = 0; i < length; i++) result |= ((code >> i) & 1) << (length - 1 - i);
    return result;
}

// Fixed-code bit patterns, already reversed for the LSB-first stream.
typedef struct {
    uint16_t literal[256];
    uint8_t literal_bits[256];
    uint32_t match[259];      // length code + extra bits (+ the distance code is added when written)
    uint8_t match_bits[259];
} fixed_codes;

static void build_codes(fixed_codes *codes) {
    for (int value = 0; value < 256; value++) {
        if (value < 144) {
            codes->literal[value] = (uint16_t)reverse(0x30 + value, 8);
            codes->literal_bits[value] = 8;
        } else {
            codes->literal[value] = (uint16_t)reverse(0x190 + value - 144, 9);
            codes->literal_bits[value] = 9;
        }
    }
    static const int base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
    static const int extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                  3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
    for (int length = 3; length <= 258; length++) {
        int index = 28;
        while (base[index] > length) index--;
        int symbol = 257 + index;
        uint32_t code;
        int bits;
        if (symbol < 280) { code = reverse((uint32_t)(symbol - 256), 7); bits = 7; }
        else { code = reverse((uint32_t)(0xC0 + symbol - 280), 8); bits = 8; }
        codes->match[length] = code | ((uint32_t)(length - base[index]) << bits);
        codes->match_bits[length] = (uint8_t)(bits + extra[index]);
    }
}

// How many bytes from `at` (at most `limit`) equal the bytes `distance` places before them.
static inline size_t repeat_length(const uint8_t *at, size_t distance, size_t limit) {
    size_t length = 0;
    while (length + 8 <= limit) {
        uint64_t here, back;
        memcpy(&here, at + length, 8);
        memcpy(&back, at + length - distance, 8);
        uint64_t differ = here ^ back;
        if (differ) return length + (size_t)(__builtin_ctzll(differ) >> 3);
        length += 8;
    }
    while (length < limit && at[length] == at[length - distance]) length++;
    return length;
}

// Compresses `data[0..<length]`; `history` bytes before `data` may be referred to (0 to 4).
static void encode_span(bit_writer *w, const fixed_codes *codes, const uint8_t *data, size_t length, size_t history) {
    size_t i = 0;
    while (i < length) {
        size_t limit = length - i < 258 ? length - i : 258;
        size_t best = 0, distance = 0;
        if (i + history >= 1) {
            best = repeat_length(data + i, 1, limit);
            distance = 1;
        }
        if (best < limit && i + history >= 4) {
            size_t four = repeat_length(data + i, 4, limit);
            if (four > best) { best = four; distance = 4; }
        }
        if (best >= 3) {
            // Distance 1 is code 0, distance 4 code 3: five bits, no extra bits.
            uint32_t distance_code = distance == 1 ? 0 : 0x18;
            int bits = codes->match_bits[best];
            put(w, codes->match[best] | ((uint64_t)distance_code << bits), bits + 5);
            i += best;
        } else {
            put(w, codes->literal[data[i]], codes->literal_bits[data[i]]);
            i++;
        }
    }
}

int nhs_png_encode_rows(const uint8_t *pixels, uint32_t width, uint32_t first_row, uint32_t rows,
                        int last, uint8_t **out, size_t *out_size, uint32_t *adler,
                        char *error, size_t error_size) {
    *out = NULL;
    *out_size = 0;
    fixed_codes codes;
    build_codes(&codes);
    size_t stride = (size_t)width * 4;
    size_t line = stride + 1;
    size_t batch = line >= 65536 ? 1 : 65536 / line;  // rows filtered at a time
    uint8_t *buffer = malloc(4 + line * batch);       // 4 bytes of history, then the rows
    bit_writer w = {NULL, 0, (size_t)line * rows / 16 + 65536, 0, 0};
    w.data = malloc(w.capacity);
    if (!buffer || !w.data) {
        free(buffer);
        free(w.data);
        return snprintf(error, error_size, "out of memory while encoding"), 1;
    }
    uint8_t *filtered = buffer + 4;
    put(&w, last ? 1 : 0, 1);  // BFINAL
    put(&w, 1, 2);             // BTYPE 01: fixed Huffman codes
    uint32_t checksum = 1;
    size_t history = 0;
    for (uint32_t done = 0; done < rows;) {
        uint32_t count = rows - done < batch ? rows - done : (uint32_t)batch;
        for (uint32_t r = 0; r < count; r++) {
            size_t y = (size_t)first_row + done + r;
            const uint8_t *row = pixels + y * stride;
            uint8_t *target = filtered + (size_t)r * line;
            if (y == 0) {
                target[0] = 0;  // None: nothing above the first row
                memcpy(target + 1, row, stride);
            } else {
                const uint8_t *above = row - stride;
                target[0] = 2;  // Up
                for (size_t i = 0; i < stride; i++) target[1 + i] = (uint8_t)(row[i] - above[i]);
            }
        }
        size_t length = (size_t)count * line;
        checksum = nhs_adler32_quick(checksum, filtered, length);
        if (!reserve(&w, length * 9 / 8 + 64)) {
            free(buffer);
            free(w.data);
            return snprintf(error, error_size, "out of memory while encoding"), 1;
        }
        encode_span(&w, &codes, filtered, length, history);
        memcpy(buffer, filtered + length - 4, 4);  // length >= 5: a row has a filter byte and a pixel
        history = 4;
        done += count;
    }
    if (!reserve(&w, 64)) {
        free(buffer);
        free(w.data);
        return snprintf(error, error_size, "out of memory while encoding"), 1;
    }
    put(&w, 0, 7);  // end of block (symbol 256)
    if (!last) {
        // An empty stored block ends the strip on a byte boundary, as a zlib sync flush does.
        put(&w, 0, 3);
        align(&w);
        w.data[w.size++] = 0x00;
        w.data[w.size++] = 0x00;
        w.data[w.size++] = 0xFF;
        w.data[w.size++] = 0xFF;
    } else {
        align(&w);
    }
    free(buffer);
    *out = w.data;
    *out_size = w.size;
    *adler = checksum;
    return 0;
}
