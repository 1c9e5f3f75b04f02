#include "CUnicode.h"
#include <unicode/ubrk.h>
#include <unicode/ubidi.h>
#include <unicode/utypes.h>
#include <pthread.h>

/* Opening a break iterator builds it from ICU's rule data, which costs far more than
 * iterating a short text, so one iterator per kind is kept and re-aimed with ubrk_setText.
 * The lock makes the shared iterators safe to use from several threads. */
static pthread_mutex_t bk_break_lock = PTHREAD_MUTEX_INITIALIZER;
static UBreakIterator *bk_break_iterators[3];
static const UChar bk_empty_text[1] = {0};

int32_t bk_boundaries(BKBoundaryKind kind, const uint16_t *text, int32_t length,
                      int32_t *offsets, uint8_t *mandatory, int32_t capacity) {
    if (length <= 0) return 0;
    if ((int)kind < 0 || (int)kind > 2) return -1;
    UErrorCode status = U_ZERO_ERROR;
    pthread_mutex_lock(&bk_break_lock);
    UBreakIterator *it = bk_break_iterators[kind];
    if (it == NULL) {
        UBreakIteratorType type = kind == BKBoundaryLine ? UBRK_LINE
                                : kind == BKBoundaryGrapheme ? UBRK_CHARACTER : UBRK_WORD;
        it = ubrk_open(type, "", bk_empty_text, 0, &status);
        if (U_FAILURE(status) || it == NULL) { pthread_mutex_unlock(&bk_break_lock); return -1; }
        bk_break_iterators[kind] = it;
    }
    ubrk_setText(it, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) { pthread_mutex_unlock(&bk_break_lock); return -1; }
    int32_t count = 0;
    for (int32_t b = ubrk_following(it, 0); b != UBRK_DONE; b = ubrk_next(it)) {
        if (count < capacity) {
            offsets[count] = b;
            if (mandatory != NULL) {
                int32_t rule = kind == BKBoundaryLine ? ubrk_getRuleStatus(it) : 0;
                mandatory[count] =
                    (kind == BKBoundaryLine && rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
            }
        }
        count++;
    }
    status = U_ZERO_ERROR;
    ubrk_setText(it, bk_empty_text, 0, &status);  /* drop the pointer to the caller's text */
    pthread_mutex_unlock(&bk_break_lock);
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

/* ---- Text flags ---------------------------------------------------------------- */

#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/utf16.h>
#include <stdatomic.h>
#include <string.h>

static int bk_is_rtl_unit(uint16_t u) {
    return (u >= 0x0590 && u <= 0x08FF) || (u >= 0xFB1D && u <= 0xFDFF) || (u >= 0xFE70 && u <= 0xFEFE) ||
           u == 0x200F || (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069) ||
           u == 0xD802 || u == 0xD803 || u == 0xD83A || u == 0xD83B; /* lead surrogates of RTL planes */
}

static int bk_is_emoji_hint_unit(uint16_t u) {
    return (u >= 0xD800 && u <= 0xDFFF) || u == 0x200D || u == 0x20E3 || (u >= 0xFE00 && u <= 0xFE0F) ||
           (u >= 0x2300 && u <= 0x2BFF) || u == 0x00A9 || u == 0x00AE || u == 0x203C || u == 0x2049 ||
           u == 0x2122 || u == 0x2139 || (u >= 0x2194 && u <= 0x21AA) || u == 0x3030 || u == 0x303D ||
           u == 0x3297 || u == 0x3299;
}

/* The BKTextFlags one unit contributes. */
static inline uint32_t bk_unit_flags(uint16_t u) {
    if (u < 0x00A9) return 0;
    if (u < 0x0250)  /* Latin-1 and Latin Extended: of the hints, only (C) and (R) */
        return (u == 0x00A9 || u == 0x00AE) ? BKTextMayHaveEmoji : 0;
    uint32_t flags = BKTextNeedsScriptRuns;
    if (u < 0x0590) return flags;  /* IPA … Armenian: neither right-to-left nor emoji hints */
    if (u <= 0x08FF) return flags | BKTextMayNeedBidi;  /* Hebrew … Arabic Extended */
    if (bk_is_rtl_unit(u)) flags |= BKTextMayNeedBidi;
    if (bk_is_emoji_hint_unit(u)) flags |= BKTextMayHaveEmoji;
    if (u >= 0xD800 && u <= 0xDFFF) flags |= BKTextHasSurrogates;
    return flags;
}

uint32_t bk_text_flags(const uint16_t *text, int32_t length) {
    uint32_t flags = 0;
    for (int32_t i = 0; i < length; i++) flags |= bk_unit_flags(text[i]);
    return flags;
}

/* ---- Script runs --------------------------------------------------------------- */

static uint32_t bk_script_tag_uncached(UScriptCode code) {
    const char *name = uscript_getShortName(code);
    if (name == NULL || name[0] == 0 || name[1] == 0 || name[2] == 0 || name[3] == 0) name = "Zyyy";
    return ((uint32_t)(uint8_t)name[0] << 24) | ((uint32_t)(uint8_t)name[1] << 16) |
           ((uint32_t)(uint8_t)name[2] << 8) | (uint32_t)(uint8_t)name[3];
}

/* Script codes below this are memoised (ICU 72 has 200). */
#define BK_SCRIPT_MEMO_LIMIT 255

/* The tag of each script code, 0 until first asked (looking a name up costs ~140 instructions). */
static _Atomic uint32_t bk_script_tags[BK_SCRIPT_MEMO_LIMIT];

static uint32_t bk_script_tag(UScriptCode code) {
    if (code < 0 || code >= BK_SCRIPT_MEMO_LIMIT) return bk_script_tag_uncached(code);
    uint32_t tag = atomic_load_explicit(&bk_script_tags[code], memory_order_relaxed);
    if (tag == 0) {
        tag = bk_script_tag_uncached(code);
        atomic_store_explicit(&bk_script_tags[code], tag, memory_order_relaxed);
    }
    return tag;
}

/* uscript_getScript memoised for the BMP, one block of 256 code points at a time: a block's
 * scripts are filled in under the lock on first use, then read without it (one load instead of
 * ICU's property lookups, ~35 instructions per character). Codes past the memo range, and code
 * points beyond the BMP, go to ICU each time. */
static pthread_mutex_t bk_script_lock = PTHREAD_MUTEX_INITIALIZER;
static _Atomic uint8_t bk_script_block_ready[256];
static uint8_t bk_script_memo[65536];
/* u_charDirection of each BMP code point, filled with the script memo. */
static uint8_t bk_direction_memo[65536];

static UScriptCode bk_script_uncached(UChar32 c, UErrorCode *status) {
    return uscript_getScript(c, status);
}

static __attribute__((noinline)) void bk_fill_script_block(int32_t block) {
    pthread_mutex_lock(&bk_script_lock);
    if (!atomic_load_explicit(&bk_script_block_ready[block], memory_order_relaxed)) {
        for (UChar32 k = block << 8; k < (block + 1) << 8; k++) {
            UErrorCode s = U_ZERO_ERROR;
            UScriptCode sc = uscript_getScript(k, &s);
            bk_script_memo[k] =
                (U_FAILURE(s) || sc < 0 || sc >= BK_SCRIPT_MEMO_LIMIT) ? BK_SCRIPT_MEMO_LIMIT : (uint8_t)sc;
            bk_direction_memo[k] = (uint8_t)u_charDirection(k);
        }
        atomic_store_explicit(&bk_script_block_ready[block], 1, memory_order_release);
    }
    pthread_mutex_unlock(&bk_script_lock);
}

static inline UScriptCode bk_script_of(UChar32 c, UErrorCode *status) {
    if (c < 0 || c > 0xFFFF) return bk_script_uncached(c, status);
    int32_t block = c >> 8;
    if (!atomic_load_explicit(&bk_script_block_ready[block], memory_order_acquire)) bk_fill_script_block(block);
    uint8_t memo = bk_script_memo[c];
    if (memo == BK_SCRIPT_MEMO_LIMIT) return bk_script_uncached(c, status);
    return (UScriptCode)memo;
}

/* u_charDirection, from the memo for the BMP. */
static inline UCharDirection bk_direction_of(UChar32 c) {
    if (c < 0 || c > 0xFFFF) return u_charDirection(c);
    int32_t block = c >> 8;
    if (!atomic_load_explicit(&bk_script_block_ready[block], memory_order_acquire)) bk_fill_script_block(block);
    return (UCharDirection)bk_direction_memo[c];
}

/* One bit per u_charDirection value, to collect the directions of a text in one word. */
#define BK_DIRECTION(d) (1u << (d))
/* Right-to-left letters. */
#define BK_RIGHT_TO_LEFT_STRONG (BK_DIRECTION(U_RIGHT_TO_LEFT) | BK_DIRECTION(U_RIGHT_TO_LEFT_ARABIC))
/* What takes a right-to-left paragraph's level when there are no numbers: separators and
 * terminators are neutrals (W4–W6); marks take the type before them (W1); neutrals between
 * right-to-left characters or the paragraph's ends are right-to-left (N1, N2), and trailing white
 * space has the paragraph level (L1). Anything else — left-to-right letters, numbers, boundary
 * neutrals, explicit embeddings and isolates — may not. */
#define BK_RIGHT_TO_LEFT_NEUTRAL                                                                    \
    (BK_DIRECTION(U_WHITE_SPACE_NEUTRAL) | BK_DIRECTION(U_OTHER_NEUTRAL) |                          \
     BK_DIRECTION(U_SEGMENT_SEPARATOR) | BK_DIRECTION(U_COMMON_NUMBER_SEPARATOR) |                  \
     BK_DIRECTION(U_EUROPEAN_NUMBER_SEPARATOR) | BK_DIRECTION(U_EUROPEAN_NUMBER_TERMINATOR) |       \
     BK_DIRECTION(U_DIR_NON_SPACING_MARK))

/* Whether a paragraph whose characters have `directions` resolves to level 1 throughout: only
 * right-to-left letters and the neutrals above, and at least one such letter unless the paragraph
 * is right-to-left already (`rightToLeftBase`). */
static inline int32_t bk_right_to_left_verdict(uint32_t directions, int rightToLeftBase) {
    if (directions & ~(BK_RIGHT_TO_LEFT_STRONG | BK_RIGHT_TO_LEFT_NEUTRAL)) return 0;
    return rightToLeftBase || (directions & BK_RIGHT_TO_LEFT_STRONG) != 0;
}

uint32_t bk_char_direction(uint32_t codePoint, int32_t memoised) {
    return (uint32_t)(memoised ? bk_direction_of((UChar32)codePoint) : u_charDirection((UChar32)codePoint));
}

uint32_t bk_char_script(uint32_t codePoint, int32_t memoised) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode sc = memoised ? bk_script_of((UChar32)codePoint, &status)
                              : bk_script_uncached((UChar32)codePoint, &status);
    if (U_FAILURE(status)) return 0;
    return memoised ? bk_script_tag(sc) : bk_script_tag_uncached(sc);
}

#define BK_PAREN_DEPTH 64

typedef struct {
    UChar32 closing;     /* the bracket that closes this one */
    UScriptCode script;  /* the run's script when it was opened */
} BKParen;

/* The one script of `text` besides Common and Inherited (USCRIPT_COMMON when it has none), or
 * USCRIPT_INVALID_CODE when it has several. With one script, the text is one run of it: paired
 * brackets only matter where the script changes. */
static UScriptCode bk_only_script(const uint16_t *text, int32_t length) {
    UScriptCode only = USCRIPT_COMMON;
    int32_t i = 0;
    while (i < length) {
        UScriptCode sc;
        uint16_t u = text[i];
        if (!U16_IS_SURROGATE(u) && atomic_load_explicit(&bk_script_block_ready[u >> 8], memory_order_acquire) &&
            bk_script_memo[u] != BK_SCRIPT_MEMO_LIMIT) {
            i++;
            sc = (UScriptCode)bk_script_memo[u];  /* the common case, inline */
        } else {
            UChar32 c;
            U16_NEXT(text, i, length, c);
            UErrorCode status = U_ZERO_ERROR;
            sc = bk_script_of(c, &status);
            if (U_FAILURE(status)) continue;
        }
        if (sc == USCRIPT_UNKNOWN || sc <= USCRIPT_INHERITED) continue;
        if (only == USCRIPT_COMMON) {
            only = sc;
        } else if (sc != only) {
            return USCRIPT_INVALID_CODE;
        }
    }
    return only;
}

uint32_t bk_single_script(const uint16_t *text, int32_t length) {
    if (length <= 0) return 0;
    UScriptCode single = bk_only_script(text, length);
    return single == USCRIPT_INVALID_CODE ? 0 : bk_script_tag(single);
}

int32_t bk_script_runs(const uint16_t *text, int32_t length,
                       int32_t *ends, uint32_t *scripts, int32_t capacity) {
    if (length <= 0) return 0;
    UScriptCode single = bk_only_script(text, length);
    if (single != USCRIPT_INVALID_CODE) {
        if (capacity > 0) {
            ends[0] = length;
            scripts[0] = bk_script_tag(single);
        }
        return 1;
    }
    BKParen stack[BK_PAREN_DEPTH];
    int32_t sp = -1;        /* top of the bracket stack */
    int32_t startSP = -1;   /* brackets opened before the run's script was known begin above this */
    UScriptCode runScript = USCRIPT_COMMON;
    int32_t count = 0;
    int32_t i = 0;
    while (i < length) {
        int32_t start = i;
        UChar32 c;
        U16_NEXT(text, i, length, c);  /* unpaired surrogates come back as themselves */
        UErrorCode status = U_ZERO_ERROR;
        UScriptCode sc = bk_script_of(c, &status);
        if (U_FAILURE(status) || sc == USCRIPT_UNKNOWN) sc = USCRIPT_COMMON;
        int32_t bracket = u_getIntPropertyValue(c, UCHAR_BIDI_PAIRED_BRACKET_TYPE);
        if (bracket == U_BPT_OPEN) {
            if (sp == BK_PAREN_DEPTH - 1) {  /* full: forget the oldest */
                for (int32_t k = 1; k < BK_PAREN_DEPTH; k++) stack[k - 1] = stack[k];
                sp--;
                if (startSP >= 0) startSP--;
            }
            sp++;
            stack[sp].closing = u_getBidiPairedBracket(c);
            stack[sp].script = runScript;
        } else if (bracket == U_BPT_CLOSE && sp >= 0) {
            while (sp >= 0 && stack[sp].closing != c) sp--;
            if (sp < startSP) startSP = sp;
            if (sp >= 0) sc = stack[sp].script;
        }
        int same = runScript <= USCRIPT_INHERITED || sc <= USCRIPT_INHERITED || runScript == sc;
        if (same) {
            if (runScript <= USCRIPT_INHERITED && sc > USCRIPT_INHERITED) {
                runScript = sc;
                while (startSP < sp) stack[++startSP].script = runScript;
            }
            if (bracket == U_BPT_CLOSE && sp >= 0) {
                sp--;
                if (startSP > sp) startSP = sp;
            }
        } else {
            if (count < capacity) {
                ends[count] = start;
                scripts[count] = bk_script_tag(runScript);
            }
            count++;
            runScript = sc;
            startSP = sp;
            if (bracket == U_BPT_CLOSE && sp >= 0) {
                sp--;
                if (startSP > sp) startSP = sp;
            }
        }
    }
    if (count < capacity) {
        ends[count] = length;
        scripts[count] = bk_script_tag(runScript);
    }
    return count + 1;
}

/* ---- Decoding with the analyses ---------------------------------------------- */

static inline void bk_note_script(UScriptCode sc, UScriptCode *only, int *several) {
    if (sc == USCRIPT_UNKNOWN || sc <= USCRIPT_INHERITED) return;
    if (*only == USCRIPT_COMMON) *only = sc;
    else if (sc != *only) *several = 1;
}

/* Eight bytes at a time (SWAR): each mask has the high bit of every byte set. The "has" tests are
 * exact for bytes below 0x80 (https://graphics.stanford.edu/~seander/bithacks.html). */
#define BK_BYTES(b) (0x0101010101010101ULL * (uint8_t)(b))

static inline uint64_t bk_load8(const uint8_t *bytes) {
    uint64_t word;
    memcpy(&word, bytes, 8);
    return word;
}

/* Whether a byte of `word` is below `limit` (≤ 0x80): 1 or 0. */
static inline uint32_t bk_has_byte_below(uint64_t word, uint8_t limit) {
    return ((word - BK_BYTES(limit)) & ~word & BK_BYTES(0x80)) != 0;
}

/* Whether a byte of `word` (all below 0x80) lies strictly between `low` and `high` (≤ 0x80): 1 or 0. */
static inline uint32_t bk_has_byte_between(uint64_t word, uint8_t low, uint8_t high) {
    uint64_t seven = word & BK_BYTES(0x7F);
    return ((BK_BYTES(0x7F + high) - seven) & ~word & (seven + BK_BYTES(0x7F - low)) & BK_BYTES(0x80)) != 0;
}

_Static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "bk_widen8 reads a word's bytes in memory order");

/* The eight bytes of `word` (in memory order) widened to eight UTF-16 units at `units`. */
static inline void bk_widen8(uint64_t word, uint16_t *units) {
    uint64_t halves[2];
    for (int h = 0; h < 2; h++) {
        uint64_t x = (word >> (32 * h)) & 0xFFFFFFFFULL;
        x = (x | x << 16) & 0x0000FFFF0000FFFFULL;
        halves[h] = (x | x << 8) & 0x00FF00FF00FF00FFULL;
    }
    memcpy(units, halves, 16);
}

/* The code point of the valid UTF-8 sequence beyond ASCII (lead byte 0xC0 or above) at `p`, and in
 * `size` its length in bytes. */
static inline uint32_t bk_utf8_sequence(const uint8_t *p, int32_t *size) {
    uint32_t lead = p[0];
    if (lead < 0xE0) {
        *size = 2;
        return (lead & 0x1F) << 6 | (p[1] & 0x3F);
    }
    if (lead < 0xF0) {
        *size = 3;
        return (lead & 0x0F) << 12 | (uint32_t)(p[1] & 0x3F) << 6 | (p[2] & 0x3F);
    }
    *size = 4;
    return (lead & 0x07) << 18 | (uint32_t)(p[1] & 0x3F) << 12 | (uint32_t)(p[2] & 0x3F) << 6 | (p[3] & 0x3F);
}

int32_t bk_decode_utf8(const uint8_t *bytes, int32_t count, uint16_t *units, BKTextFacts *facts) {
    /* The ASCII facts are collected without branches (1 when seen), and read once at the end. */
    uint32_t controls = 0;  /* a control character or separator: the text is not plain */
    uint32_t latin = 0;     /* an ASCII letter: Latin */
    uint32_t strong = 0;    /* an ASCII letter or digit (L, EN): not all right-to-left */
    uint32_t flags = 0;
    uint32_t directions = 0;  /* the BK_DIRECTION bits of the characters beyond ASCII */
    UScriptCode only = USCRIPT_COMMON;
    int several = 0;
    int32_t n = 0;
    int32_t i = 0;
    while (i < count) {
        uint32_t lead = bytes[i];
        if (lead < 0x80) {
            uint64_t word;
            if (count - i >= 8 && ((word = bk_load8(bytes + i)) & BK_BYTES(0x80)) == 0) {  /* eight ASCII bytes */
                bk_widen8(word, units + n);
                n += 8;
                i += 8;
                controls |= bk_has_byte_below(word, 0x20) | bk_has_byte_below(word ^ BK_BYTES(0x7F), 1);
                uint32_t letters = bk_has_byte_between(word | BK_BYTES(0x20), 'a' - 1, 'z' + 1);
                latin |= letters;
                strong |= letters | bk_has_byte_between(word, '0' - 1, '9' + 1);
                continue;
            }
            units[n++] = (uint16_t)lead;
            i++;
            controls |= (lead < 0x20) | (lead == 0x7F);
            uint32_t letter = (lead | 0x20) - 'a' < 26;
            latin |= letter;
            strong |= letter | (lead - '0' < 10);
            continue;
        }
        int32_t size;
        uint32_t c = bk_utf8_sequence(bytes + i, &size);
        i += size;
        if (c >= 0x10000) {
            uint16_t high = (uint16_t)(0xD7C0 + (c >> 10));
            uint16_t low = (uint16_t)(0xDC00 | (c & 0x3FF));
            units[n++] = high;
            units[n++] = low;
            flags |= bk_unit_flags(high) | bk_unit_flags(low);
            directions |= BK_DIRECTION(u_charDirection((UChar32)c));
        } else {
            units[n++] = (uint16_t)c;
            /* bk_unit_flags, with the common ranges first */
            if (c < 0x0250) {
                controls |= c <= 0x9F;
                if (c == 0x00A9 || c == 0x00AE) flags |= BKTextMayHaveEmoji;
            } else if (c < 0x0590) {
                flags |= BKTextNeedsScriptRuns;
            } else if (c <= 0x08FF) {
                flags |= BKTextNeedsScriptRuns | BKTextMayNeedBidi;
            } else {
                controls |= (c == 0x2028) | (c == 0x2029);
                flags |= bk_unit_flags((uint16_t)c);
            }
            if (!atomic_load_explicit(&bk_script_block_ready[c >> 8], memory_order_acquire))
                bk_fill_script_block((int32_t)(c >> 8));
            directions |= BK_DIRECTION(bk_direction_memo[c]);
            if (bk_script_memo[c] != BK_SCRIPT_MEMO_LIMIT) {
                bk_note_script((UScriptCode)bk_script_memo[c], &only, &several);  /* the common case, inline */
                continue;
            }
        }
        UErrorCode status = U_ZERO_ERROR;
        UScriptCode sc = bk_script_of((UChar32)c, &status);
        if (U_SUCCESS(status)) bk_note_script(sc, &only, &several);
    }
    if (latin) bk_note_script(USCRIPT_LATIN, &only, &several);
    if (strong) directions |= BK_DIRECTION(U_LEFT_TO_RIGHT);
    facts->flags = flags;
    facts->plain = !controls;
    facts->script = several ? 0 : bk_script_tag(only);
    facts->rightToLeft = !controls && (flags & BKTextMayNeedBidi) ? bk_right_to_left_verdict(directions, 0) : 0;
    return n;
}

/* ---- Bidi levels ---------------------------------------------------------------- */

/* Opening a UBiDi object allocates its working memory, which costs as much as resolving a label's
 * levels; one object is kept for paragraphs up to this length and reused under a lock (longer ones
 * get their own, so the kept memory stays small). */
#define BK_BIDI_REUSED_LENGTH 1024
static pthread_mutex_t bk_bidi_lock = PTHREAD_MUTEX_INITIALIZER;
static UBiDi *bk_bidi_reused;

static int32_t bk_resolve_levels(UBiDi *bidi, const uint16_t *text, int32_t length, int32_t baseLevel,
                                 uint8_t *levels, uint8_t *resolvedBaseLevel) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDiLevel level = baseLevel < 0 ? UBIDI_DEFAULT_LTR : (UBiDiLevel)(baseLevel & 1);
    ubidi_setPara(bidi, (const UChar *)text, length, level, NULL, &status);
    if (U_FAILURE(status)) return -1;
    const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
    if (U_FAILURE(status) || resolved == NULL) return -1;
    for (int32_t i = 0; i < length; i++) levels[i] = resolved[i];
    if (resolvedBaseLevel) *resolvedBaseLevel = ubidi_getParaLevel(bidi);
    return 0;
}

int32_t bk_bidi_levels(const uint16_t *text, int32_t length, int32_t baseLevel,
                       uint8_t *levels, uint8_t *resolvedBaseLevel) {
    if (length <= 0) {
        if (resolvedBaseLevel) *resolvedBaseLevel = baseLevel == 1 ? 1 : 0;
        return 0;
    }
    UErrorCode status = U_ZERO_ERROR;
    if (length <= BK_BIDI_REUSED_LENGTH) {
        pthread_mutex_lock(&bk_bidi_lock);
        if (bk_bidi_reused == NULL) {
            bk_bidi_reused = ubidi_openSized(BK_BIDI_REUSED_LENGTH, 0, &status);
            if (U_FAILURE(status)) bk_bidi_reused = NULL;
        }
        int32_t result = -1;
        if (bk_bidi_reused != NULL) {
            /* The object keeps a pointer to `text` until the next call, which never reads it. */
            result = bk_resolve_levels(bk_bidi_reused, text, length, baseLevel, levels, resolvedBaseLevel);
        }
        pthread_mutex_unlock(&bk_bidi_lock);
        if (bk_bidi_reused != NULL) return result;
        status = U_ZERO_ERROR;
    }
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status) || bidi == NULL) return -1;
    int32_t result = bk_resolve_levels(bidi, text, length, baseLevel, levels, resolvedBaseLevel);
    ubidi_close(bidi);
    return result;
}

int32_t bk_all_right_to_left(const uint16_t *text, int32_t length, int32_t baseLevel) {
    if (length <= 0 || baseLevel == 0) return 0;
    uint32_t directions = 0;
    int32_t i = 0;
    while (i < length) {
        UChar32 c;
        U16_NEXT(text, i, length, c);
        directions |= BK_DIRECTION(bk_direction_of(c));
        if (directions & ~(BK_RIGHT_TO_LEFT_STRONG | BK_RIGHT_TO_LEFT_NEUTRAL)) return 0;
    }
    return bk_right_to_left_verdict(directions, baseLevel == 1);
}

void bk_reorder_visual(const uint8_t *levels, int32_t count, int32_t *visualToLogical) {
    if (count <= 0) return;
    ubidi_reorderVisual((const UBiDiLevel *)levels, count, visualToLogical);
}

int32_t bk_first_strong_level(const uint16_t *text, int32_t length) {
    int32_t i = 0;
    while (i < length) {
        UChar32 c;
        U16_NEXT(text, i, length, c);
        UCharDirection d = u_charDirection(c);
        if (d == U_LEFT_TO_RIGHT) return 0;
        if (d == U_RIGHT_TO_LEFT || d == U_RIGHT_TO_LEFT_ARABIC) return 1;
    }
    return 0;
}

/* The grapheme cluster break property of the code point starting at text[i] (after it, when `before`
 * is 0) or ending at text[i - 1] (before it, when 1). Below U+0300 nothing is Extend, ZWJ,
 * SpacingMark or Prepend, so the common case asks ICU nothing. */
static int32_t bk_break_property(const uint16_t *text, int32_t length, int32_t i, int32_t before) {
    UChar32 c;
    if (before) {
        U16_PREV(text, 0, i, c);
    } else {
        U16_NEXT(text, i, length, c);
    }
    if (c < 0x300) return U_GCB_OTHER;
    return u_getIntPropertyValue(c, UCHAR_GRAPHEME_CLUSTER_BREAK);
}

int32_t bk_space_pieces(const uint16_t *text, int32_t length, int32_t *ends, int32_t capacity) {
    int32_t count = 0;
    int32_t start = 0; /* where the current word began */
    for (int32_t i = 0; i < length; i++) {
        if (text[i] != 0x20) continue;
        if (i > 0 && bk_break_property(text, length, i, 1) == U_GCB_PREPEND) continue;
        if (i + 1 < length) {
            int32_t next = bk_break_property(text, length, i + 1, 0);
            if (next == U_GCB_EXTEND || next == U_GCB_ZWJ || next == U_GCB_SPACING_MARK) continue;
        }
        if (count + 2 > capacity) return -1;
        if (i > start) ends[count++] = i;
        ends[count++] = i + 1;
        start = i + 1;
    }
    if (length > start) {
        if (count + 1 > capacity) return -1;
        ends[count++] = length;
    }
    return count;
}

/* ---- Character properties ------------------------------------------------------- */

uint32_t bk_char_flags(uint32_t codePoint) {
    UChar32 c = (UChar32)codePoint;
    uint32_t flags = 0;
    if (u_hasBinaryProperty(c, UCHAR_EMOJI_PRESENTATION)) flags |= BKCharEmojiPresentation;
    if (u_hasBinaryProperty(c, UCHAR_EXTENDED_PICTOGRAPHIC)) flags |= BKCharExtendedPictographic;
    if (u_hasBinaryProperty(c, UCHAR_EMOJI_MODIFIER)) flags |= BKCharEmojiModifier;
    if (u_hasBinaryProperty(c, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) flags |= BKCharDefaultIgnorable;
    if (u_hasBinaryProperty(c, UCHAR_REGIONAL_INDICATOR)) flags |= BKCharRegionalIndicator;
    if (u_hasBinaryProperty(c, UCHAR_WHITE_SPACE)) flags |= BKCharWhitespace;
    int8_t type = u_charType(c);
    if (type == U_NON_SPACING_MARK || type == U_ENCLOSING_MARK || type == U_COMBINING_SPACING_MARK)
        flags |= BKCharMark;
    if (type == U_CONTROL_CHAR) flags |= BKCharControl;
    return flags;
}

int32_t bk_wants_emoji(uint32_t codePoint) {
    if (codePoint == 0xFE0F || codePoint == 0x200D || codePoint == 0x20E3) return 1;
    if (codePoint < 0x231A) return 0;  /* the first Emoji_Presentation character */
    UChar32 c = (UChar32)codePoint;
    return u_hasBinaryProperty(c, UCHAR_EMOJI_PRESENTATION) || u_hasBinaryProperty(c, UCHAR_REGIONAL_INDICATOR) ||
           u_hasBinaryProperty(c, UCHAR_EMOJI_MODIFIER);
}
