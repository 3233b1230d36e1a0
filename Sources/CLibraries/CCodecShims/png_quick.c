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

// Rows are filtered a few at a time into a small buffer that stays in cache and fed to deflate
// as they are made, so no filtered copy of the whole strip is ever allocated.
int nhs_png_deflate_rows(const uint8_t *pixels, uint32_t width, uint32_t first_row, uint32_t rows,
                         int level, int last, uint8_t **out, size_t *out_size, uint32_t *adler,
                         char *error, size_t error_size) {
    *out = NULL;
    *out_size = 0;
    size_t stride = (size_t)width * 4;
    size_t line = stride + 1;
    size_t batch = line >= 65536 ? 1 : 65536 / line;  // rows filtered per deflate call
    uint8_t *filtered = malloc(line * batch);
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (!filtered || deflateInit2(&stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        free(filtered);
        return snprintf(error, error_size, "zlib could not start"), 1;
    }
    size_t capacity = line * rows / 8 + 65536;
    uint8_t *buffer = malloc(capacity);
    uint32_t checksum = 1;
    int status = buffer ? Z_OK : Z_MEM_ERROR;
    stream.next_out = buffer;
    stream.avail_out = (uInt)capacity;
    for (uint32_t done = 0; done < rows && status == Z_OK;) {
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
        done += count;
        size_t length = (size_t)count * line;
        checksum = quick_adler32(checksum, filtered, length);
        int flush = done < rows ? Z_NO_FLUSH : (last ? Z_FINISH : Z_SYNC_FLUSH);
        stream.next_in = filtered;
        stream.avail_in = (uInt)length;
        for (;;) {
            if (stream.avail_out == 0) {
                size_t used = capacity;
                uint8_t *grown = realloc(buffer, capacity * 2);
                if (!grown) { status = Z_MEM_ERROR; break; }
                buffer = grown;
                capacity *= 2;
                stream.next_out = buffer + used;
                stream.avail_out = (uInt)(capacity - used);
            }
            int result = deflate(&stream, flush);
            if (result == Z_STREAM_END) { status = Z_OK; break; }
            if (result != Z_OK && result != Z_BUF_ERROR) { status = result; break; }
            // A batch is done once its input is used up with output space to spare (a sync flush
            // is then complete too); finishing is done only at Z_STREAM_END.
            if (flush != Z_FINISH && stream.avail_in == 0 && stream.avail_out != 0) break;
            if (flush == Z_FINISH && result == Z_BUF_ERROR && stream.avail_out != 0) { status = result; break; }
        }
    }
    size_t produced = capacity - stream.avail_out;
    deflateEnd(&stream);
    free(filtered);
    if (status != Z_OK) {
        free(buffer);
        return snprintf(error, error_size, "zlib could not compress the rows (status %d)", status), 1;
    }
    *out = buffer;
    *out_size = produced;
    *adler = checksum;
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
