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

struct nhs_run_encoder {
    fixed_codes codes;
    bit_writer w;
    size_t stride;      // bytes of pixels in a row
    size_t batch;       // rows filtered at a time
    uint8_t *buffer;    // 4 bytes of history, then `batch` filtered rows
    size_t history;     // how many of those 4 bytes hold earlier output
    uint32_t checksum;  // Adler-32 of the filtered bytes so far
    int last;
    int failed;
};

nhs_run_encoder *nhs_run_encoder_start(uint32_t width, uint32_t rows_hint, int last) {
    nhs_run_encoder *e = calloc(1, sizeof *e);
    if (!e) return NULL;
    build_codes(&e->codes);
    e->stride = (size_t)width * 4;
    size_t line = e->stride + 1;
    e->batch = line >= 65536 ? 1 : 65536 / line;
    e->buffer = malloc(4 + line * e->batch);
    e->w.capacity = line * rows_hint / 16 + 65536;
    e->w.data = malloc(e->w.capacity);
    e->checksum = 1;
    e->last = last;
    if (!e->buffer || !e->w.data) {
        nhs_run_encoder_discard(e);
        return NULL;
    }
    put(&e->w, last ? 1 : 0, 1);  // BFINAL
    put(&e->w, 1, 2);             // BTYPE 01: fixed Huffman codes
    return e;
}

int nhs_run_encoder_add(nhs_run_encoder *e, const uint8_t *rows, uint32_t count, const uint8_t *above) {
    if (e->failed) return 1;
    const size_t stride = e->stride;  // a local, so the filter loop below can be vectorised
    size_t line = stride + 1;
    uint8_t *filtered = e->buffer + 4;
    for (uint32_t done = 0; done < count;) {
        uint32_t n = count - done < e->batch ? count - done : (uint32_t)e->batch;
        for (uint32_t r = 0; r < n; r++) {
            size_t index = (size_t)done + r;
            const uint8_t *row = rows + index * stride;
            const uint8_t *previous = index == 0 ? above : row - stride;
            uint8_t *target = filtered + (size_t)r * line;
            if (!previous) {
                target[0] = 0;  // None: nothing above the image's first row
                memcpy(target + 1, row, stride);
            } else {
                target[0] = 2;  // Up
                uint8_t *out = target + 1;
                for (size_t i = 0; i < stride; i++) out[i] = (uint8_t)(row[i] - previous[i]);
            }
        }
        size_t length = (size_t)n * line;
        e->checksum = nhs_adler32_quick(e->checksum, filtered, length);
        if (!reserve(&e->w, length * 9 / 8 + 64)) return e->failed = 1;
        encode_span(&e->w, &e->codes, filtered, length, e->history);
        memcpy(e->buffer, filtered + length - 4, 4);  // length >= 5: a filter byte and a pixel
        e->history = 4;
        done += n;
    }
    return 0;
}

int nhs_run_encoder_finish(nhs_run_encoder *e, uint8_t **out, size_t *out_size, uint32_t *adler) {
    *out = NULL;
    *out_size = 0;
    if (e->failed || !reserve(&e->w, 64)) {
        nhs_run_encoder_discard(e);
        return 1;
    }
    bit_writer *w = &e->w;
    put(w, 0, 7);  // end of block (symbol 256)
    if (!e->last) {
        // An empty stored block ends the strip on a byte boundary, as a zlib sync flush does.
        put(w, 0, 3);
        align(w);
        w->data[w->size++] = 0x00;
        w->data[w->size++] = 0x00;
        w->data[w->size++] = 0xFF;
        w->data[w->size++] = 0xFF;
    } else {
        align(w);
    }
    *out = w->data;
    *out_size = w->size;
    *adler = e->checksum;
    w->data = NULL;
    nhs_run_encoder_discard(e);
    return 0;
}

void nhs_run_encoder_discard(nhs_run_encoder *e) {
    if (!e) return;
    free(e->buffer);
    free(e->w.data);
    free(e);
}

int nhs_png_encode_rows(const uint8_t *pixels, uint32_t width, uint32_t first_row, uint32_t rows,
                        int last, uint8_t **out, size_t *out_size, uint32_t *adler,
                        char *error, size_t error_size) {
    *out = NULL;
    *out_size = 0;
    nhs_run_encoder *e = nhs_run_encoder_start(width, rows, last);
    if (!e) return snprintf(error, error_size, "out of memory while encoding"), 1;
    size_t stride = (size_t)width * 4;
    const uint8_t *start = pixels + (size_t)first_row * stride;
    if (nhs_run_encoder_add(e, start, rows, first_row > 0 ? start - stride : NULL) != 0) {
        nhs_run_encoder_discard(e);
        return snprintf(error, error_size, "out of memory while encoding"), 1;
    }
    if (nhs_run_encoder_finish(e, out, out_size, adler) != 0) {  // frees the encoder either way
        return snprintf(error, error_size, "out of memory while encoding"), 1;
    }
    return 0;
}
