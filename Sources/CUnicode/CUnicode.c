#include "CUnicode.h"
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
#include <unicode/utypes.h>

int32_t bk_boundaries(BKBoundaryKind kind, const uint16_t *text, int32_t length,
                      int32_t *offsets, uint8_t *mandatory, int32_t capacity) {
    if (length <= 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    UBreakIteratorType type = kind == BKBoundaryLine ? UBRK_LINE
                            : kind == BKBoundaryGrapheme ? UBRK_CHARACTER : UBRK_WORD;
    UBreakIterator *it = ubrk_open(type, "", (const UChar *)text, length, &status);
    if (U_FAILURE(status) || it == NULL) return -1;
    int32_t count = 0;
    for (int32_t b = ubrk_following(it, 0); b != UBRK_DONE; b = ubrk_next(it)) {
        if (count < capacity) {
            offsets[count] = b;
            if (mandatory != NULL) {
                int32_t rule = kind == BKBoundaryLine ? ubrk_getRuleStatus(it) : 0;
                mandatory[count] = (kind == BKBoundaryLine && rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
            }
        }
        count++;
    }
    ubrk_close(it);
    return count;
}

int32_t bk_bidi_visual_runs(const uint16_t *text, int32_t length, int32_t baseLevel,
                            int32_t *starts, int32_t *lengths, uint8_t *levels,
                            int32_t capacity, uint8_t *resolvedBaseLevel) {
    if (length <= 0) {
        if (resolvedBaseLevel) *resolvedBaseLevel = baseLevel == 1 ? 1 : 0;
        return 0;
    }
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status) || bidi == NULL) return -1;
    UBiDiLevel level = baseLevel < 0 ? UBIDI_DEFAULT_LTR : (UBiDiLevel)(baseLevel & 1);
    ubidi_setPara(bidi, (const UChar *)text, length, level, NULL, &status);
    if (U_FAILURE(status)) { ubidi_close(bidi); return -1; }
    if (resolvedBaseLevel) *resolvedBaseLevel = ubidi_getParaLevel(bidi);
    int32_t count = ubidi_countRuns(bidi, &status);
    if (U_FAILURE(status)) { ubidi_close(bidi); return -1; }
    for (int32_t i = 0; i < count && i < capacity; i++) {
        int32_t start = 0, len = 0;
        UBiDiDirection dir = ubidi_getVisualRun(bidi, i, &start, &len);
        starts[i] = start;
        lengths[i] = len;
        levels[i] = ubidi_getLevelAt(bidi, start);
        (void)dir;
    }
    ubidi_close(bidi);
    return count;
}
