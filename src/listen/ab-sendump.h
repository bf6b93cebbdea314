/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-sendump.h — the mixture weights of a PocketSphinx model, for sphinxtrain.
 *
 * Debian's en-us model ships its mixture weights only as pocketsphinx's
 * compact "sendump": 8-bit negative logarithms (base 1.0001, shifted left
 * by mixw_shift) after length-prefixed header strings, then the numbers of
 * codewords and of senones, then per feature stream, per codeword, a byte
 * per senone. sphinxtrain's bw needs them as floats in a Sphinx-3 binary
 * file ("s3" header, byte-order magic, dimensions, data).
 *
 * Pure C, no GLib, so that it can be fuzzed on its own. */
#pragma once

#include <stddef.h>
#include <stdint.h>

typedef enum
{
  AB_SENDUMP_OK = 0,
  AB_SENDUMP_TRUNCATED,   /* the file ends early */
  AB_SENDUMP_BAD_HEADER,  /* a header string too long, or none at all */
  AB_SENDUMP_UNSUPPORTED, /* clustered weights, or no or too many streams */
  AB_SENDUMP_NO_MEMORY,
} AbSendumpStatus;

/* Reads a sendump held in memory into a Sphinx-3 mixture weight file image
 * (malloc'd, *out_len bytes): weights[senone][stream][codeword], each
 * senone's weights of a stream summing to 1. */
AbSendumpStatus ab_sendump_to_mixw (const uint8_t *data, size_t len, uint8_t **out,
                                    size_t *out_len);

const char *ab_sendump_status_to_string (AbSendumpStatus status);
