// Checksums for the quick PNG encoder (see png_runs.c): a vectorised Adler-32, Adler-32
// combination for strips compressed apart, and CRC-32 for chunks.
#include "codec_shims.h"
#include <zlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Adler-32 with 32 independent lanes that compilers vectorise. For a block of G groups of 32
// bytes, after `vb += va; va += bytes` per group, the block adds sum(va) to A and
// L*A + sum(32*(vb[j] + va[j]) - j*va[j]) to B (L = 32G). Blocks stay under zlib's NMAX so
// nothing overflows before the modulo.
uint32_t nhs_adler32_quick(uint32_t adler, const uint8_t *data, size_t length) {
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
