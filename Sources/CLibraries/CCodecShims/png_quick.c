// The strip compressor behind the quick PNG encoder (see codec_shims.h): rows filtered with the
// PNG "Up" filter and deflated at a low level, so independent strips can be compressed on several
// threads and joined into one zlib stream.
#include "codec_shims.h"
#include <zlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Adler-32 with 32 independent lanes that compilers vectorise. For a block of G groups of 32
// bytes, after `vb += va; va += bytes` per group, the block adds sum(va) to A and
// L*A + sum(32*(vb[j] + va[j]) - j*va[j]) to B (L = 32G). Blocks stay under zlib's NMAX so
// nothing overflows before the modulo.
static uint32_t quick_adler32(uint32_t adler, const uint8_t *data, size_t length) {
    const uint32_t base = 65521;
    uint64_t a = adler & 0xffff, b = adler >> 16;
    while (length >= 32) {
        size_t groups = length / 32 > 172 ? 172 : length / 32;  // 172 * 32 = 5504 <= 5552
        uint32_t va[32] = {0}, vb[32] = {0};
        for (size_t g = 0; g < groups; g++) {
            const uint8_t *p = data + g * 32;
            for (int j = 0; j < 32; j++) {
                vb[j] += va[j];
                va[j] += p[j];
            }
        }
        uint64_t sum_a = 0, sum_b = 0;
        for (int j = 0; j < 32; j++) {
            sum_a += va[j];
            sum_b += 32 * ((uint64_t)vb[j] + va[j]) - (uint64_t)j * va[j];
        }
        size_t block = groups * 32;
        b = (b + block * a + sum_b) % base;
        a = (a + sum_a) % base;
        data += block;
        length -= block;
    }
    while (length--) {
        a += *data++;
        b += a;
    }
    return (uint32_t)(((b % base) << 16) | (a % base));
}

int nhs_png_deflate_rows(const uint8_t *pixels, uint32_t width, uint32_t first_row, uint32_t rows,
                         int level, int last, uint8_t **out, size_t *out_size, uint32_t *adler,
                         char *error, size_t error_size) {
    *out = NULL;
    *out_size = 0;
    size_t stride = (size_t)width * 4;
    size_t line = stride + 1;
    uint8_t *filtered = malloc(line * (rows ? rows : 1));
    if (!filtered) return snprintf(error, error_size, "out of memory while filtering rows"), 1;
    for (uint32_t r = 0; r < rows; r++) {
        size_t y = (size_t)first_row + r;
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
    size_t length = line * rows;
    *adler = quick_adler32(1, filtered, length);
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (deflateInit2(&stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        free(filtered);
        return snprintf(error, error_size, "zlib could not start"), 1;
    }
    size_t capacity = deflateBound(&stream, (uLong)length) + 64;
    uint8_t *buffer = malloc(capacity);
    if (!buffer) {
        deflateEnd(&stream);
        free(filtered);
        return snprintf(error, error_size, "out of memory while compressing"), 1;
    }
    stream.next_in = filtered;
    stream.avail_in = (uInt)length;
    stream.next_out = buffer;
    stream.avail_out = (uInt)capacity;
    int status = deflate(&stream, last ? Z_FINISH : Z_SYNC_FLUSH);
    int ok = last ? status == Z_STREAM_END : (status == Z_OK && stream.avail_in == 0);
    size_t produced = capacity - stream.avail_out;
    deflateEnd(&stream);
    free(filtered);
    if (!ok) {
        free(buffer);
        return snprintf(error, error_size, "zlib could not compress the rows (status %d)", status), 1;
    }
    *out = buffer;
    *out_size = produced;
    return 0;
}

uint32_t nhs_adler32_combine(uint32_t first, uint32_t second, size_t second_length) {
    return (uint32_t)adler32_combine(first, second, (z_off_t)second_length);
}

uint32_t nhs_crc32(uint32_t crc, const uint8_t *data, size_t size) {
    uLong value = crc;
    size_t offset = 0;
    while (offset < size) {
        size_t piece = size - offset > (1u << 30) ? (1u << 30) : size - offset;
        value = crc32(value, data + offset, (uInt)piece);
        offset += piece;
    }
    return (uint32_t)value;
}
