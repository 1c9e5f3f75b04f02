#ifndef BARKIT_CUNICODE_H
#define BARKIT_CUNICODE_H
/* Unicode segmentation and bidi for BarKit, backed by ICU (icuuc).
 * Only plain C types cross this header, so Swift never sees ICU's own headers
 * (which would clash with the ICU that Foundation carries). */
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Kinds of boundary iteration. */
typedef enum {
    BKBoundaryLine = 0,      /* UAX #14 line break opportunities */
    BKBoundaryGrapheme = 1,  /* UAX #29 extended grapheme clusters */
    BKBoundaryWord = 2       /* UAX #29 words */
} BKBoundaryKind;

/* Writes the boundaries of `text` (UTF-16, `length` units) after offset 0, in
 * increasing order, into `offsets` (and, for line breaks, 1 into `mandatory`
 * where the break is required, else 0; `mandatory` may be NULL).
 * Returns the number of boundaries (which may exceed `capacity`: call again
 * with a larger buffer), or -1 on an ICU error. */
int32_t bk_boundaries(BKBoundaryKind kind, const uint16_t *text, int32_t length,
                      int32_t *offsets, uint8_t *mandatory, int32_t capacity);

/* Splits one paragraph into bidi runs in visual order (UAX #9).
 * `baseLevel`: 0 left-to-right, 1 right-to-left, -1 from the first strong character.
 * For each run writes its logical start, length and embedding level.
 * `resolvedBaseLevel` receives the paragraph level used.
 * Returns the number of runs (may exceed `capacity`), or -1 on an ICU error. */
int32_t bk_bidi_visual_runs(const uint16_t *text, int32_t length, int32_t baseLevel,
                            int32_t *starts, int32_t *lengths, uint8_t *levels,
                            int32_t capacity, uint8_t *resolvedBaseLevel);

#ifdef __cplusplus
}
#endif
#endif
