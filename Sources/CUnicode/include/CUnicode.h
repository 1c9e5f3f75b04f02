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


/* One pass over `text` that tells the layout which slower analyses it needs. */
typedef enum {
    BKTextMayNeedBidi = 1,      /* contains a right-to-left letter or a bidi control */
    BKTextNeedsScriptRuns = 2,  /* contains characters beyond Latin-1/Latin Extended */
    BKTextMayHaveEmoji = 4,     /* contains supplementary characters, variation selectors,
                                   zero-width joiners or keycap marks */
    BKTextHasSurrogates = 8     /* contains UTF-16 surrogates (paired or not) */
} BKTextFlags;

uint32_t bk_text_flags(const uint16_t *text, int32_t length);

/* Splits `text` into runs of one script (UAX #24, with Common and Inherited characters
 * joining the surrounding run and paired brackets taking the script of their opening
 * bracket, after ICU's classic script-run algorithm). For each run writes its end offset
 * (exclusive) and its ISO 15924 tag packed big-endian ('L'<<24|'a'<<16|'t'<<8|'n'), which
 * is also HarfBuzz's hb_script_t. Common-only text is tagged 'Zyyy'.
 * Returns the number of runs (may exceed `capacity`: call again with more room). */
int32_t bk_script_runs(const uint16_t *text, int32_t length,
                       int32_t *ends, uint32_t *scripts, int32_t capacity);

/* The script tag (as bk_script_runs writes it) when `text` is one run of one script, else 0:
 * what bk_script_runs would return as its only run, found without the bracket bookkeeping. */
uint32_t bk_single_script(const uint16_t *text, int32_t length);

/* The script tag (as bk_script_runs writes it) of one code point, 0 on an ICU error.
 * `memoised` 1 reads the per-block memo the script analyses use, 0 asks ICU directly. */
uint32_t bk_char_script(uint32_t codePoint, int32_t memoised);

/* u_charDirection of one code point: `memoised` 1 reads the per-block memo (BMP) the
 * right-to-left check uses, 0 asks ICU directly. */
uint32_t bk_char_direction(uint32_t codePoint, int32_t memoised);

/* What bk_decode_utf8 found besides the units. */
typedef struct {
    uint32_t flags;       /* bk_text_flags of the units */
    int32_t plain;        /* 1 when no unit is a control character (C0, DEL, C1) or U+2028/U+2029 */
    uint32_t script;      /* bk_single_script of the units */
    int32_t rightToLeft;  /* bk_all_right_to_left(units, n, -1) when plain and flags has MayNeedBidi, else 0 */
} BKTextFacts;

/* Decodes `count` bytes of valid UTF-8 into UTF-16 (at most `count` units) and, in the same
 * pass, analyses them as the functions named in BKTextFacts would. Returns the units written. */
int32_t bk_decode_utf8(const uint8_t *bytes, int32_t count, uint16_t *units, BKTextFacts *facts);

/* Resolves the embedding level of each UTF-16 unit of one paragraph (UAX #9).
 * `baseLevel`: 0 left-to-right, 1 right-to-left, -1 from the first strong character
 * (left-to-right when there is none). Writes `length` levels and the paragraph level.
 * Returns 0, or -1 on an ICU error. */
int32_t bk_bidi_levels(const uint16_t *text, int32_t length, int32_t baseLevel,
                       uint8_t *levels, uint8_t *resolvedBaseLevel);

/* 1 when every unit of one paragraph resolves to level 1 and the paragraph level is 1, found
 * without ICU's bidi algorithm: `baseLevel` (as for bk_bidi_levels) is 1, or -1 and the text has
 * a right-to-left letter, and no character is left-to-right, a number, a boundary neutral or an
 * explicit embedding, override or isolate. 0 when it cannot tell (use bk_bidi_levels). */
int32_t bk_all_right_to_left(const uint16_t *text, int32_t length, int32_t baseLevel);

/* Visual order of `count` runs with the given levels (UAX #9 rule L2): writes into
 * `visualToLogical[i]` the logical index of the run shown i-th from the left. */
void bk_reorder_visual(const uint8_t *levels, int32_t count, int32_t *visualToLogical);

/* Properties of one code point that font fallback and line layout need. */
typedef enum {
    BKCharEmojiPresentation = 1,    /* Emoji_Presentation: shown as an emoji by default */
    BKCharExtendedPictographic = 2, /* Extended_Pictographic */
    BKCharEmojiModifier = 4,        /* skin tone modifier */
    BKCharDefaultIgnorable = 8,     /* Default_Ignorable_Code_Point (ZWJ, variation selectors, ...) */
    BKCharRegionalIndicator = 16,   /* flag letter */
    BKCharMark = 32,                /* general category M* */
    BKCharControl = 64,             /* general category Cc */
    BKCharWhitespace = 128          /* White_Space */
} BKCharFlags;

uint32_t bk_char_flags(uint32_t codePoint);

/* True (1) when `codePoint` asks for emoji presentation wherever it appears: it has
 * Emoji_Presentation, is a regional indicator or a skin tone modifier, or is one of the
 * characters that build emoji sequences (U+FE0F, U+200D, U+20E3). */
int32_t bk_wants_emoji(uint32_t codePoint);

/* Cuts `text` at the spaces (U+0020) that begin and end a grapheme cluster of their own: not after
 * a Prepend character, nor before an Extend, ZWJ or SpacingMark one. Each such space is a piece of
 * its own, and the text between two of them (or an end) is a piece when not empty. Writes the end
 * offset of each piece to `ends`, in order, and returns how many there are (at most `capacity`,
 * which 2 * spaces + 1 always suffices for); 0 for empty text, -1 when `capacity` is too small. */
int32_t bk_space_pieces(const uint16_t *text, int32_t length, int32_t *ends, int32_t capacity);

/* The paragraph level of `text`: 1 when its first strong character is right-to-left,
 * 0 otherwise (also when it has none). */
int32_t bk_first_strong_level(const uint16_t *text, int32_t length);

#ifdef __cplusplus
}
#endif
#endif
