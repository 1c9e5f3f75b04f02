#ifndef BARKIT_CSHAPING_H
#define BARKIT_CSHAPING_H
/* The HarfBuzz calls of shaping one run and the copy of its glyphs out of the buffer, in C: this
 * runs once per run shaped, between HarfBuzz's own code, and kept small it leaves HarfBuzz more
 * of the instruction cache. HarfBuzz's types are only named here (Swift sees opaque pointers). */
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

struct hb_font_t;
struct hb_buffer_t;

/* One shaped glyph, as BarKit keeps it (20 bytes). Distances in 1/64 point. */
typedef struct {
    uint32_t glyphAndFlags; /* glyph index (low 16 bits; 0 for an index past 16 bits) and HarfBuzz's
                               glyph flags masked with HB_GLYPH_FLAG_DEFINED (high 16 bits) */
    uint32_t cluster;       /* UTF-16 offset of the glyph's cluster in the run's text */
    int32_t advance;        /* horizontal advance */
    int32_t xOffset;        /* offset from the pen position, y up */
    int32_t yOffset;
} BKShapedGlyph;

/* The calling thread's own buffer to shape with, made on first use and destroyed when the thread
 * ends; NULL when it cannot be made. Threads shape at once, each in its own buffer. */
struct hb_buffer_t *bk_thread_buffer(void);

/* Clears `buffer`, adds `length` UTF-16 units, sets the script (an hb_script_t) and direction and
 * guesses the language as hb-shape does, and shapes with `font`. Returns the number of glyphs, 0
 * when the buffer is in HarfBuzz's error state (an allocation failed). */
int32_t bk_shape_utf16(struct hb_font_t *font, struct hb_buffer_t *buffer, const uint16_t *text, int32_t length,
                       uint32_t script, int32_t rightToLeft);

/* Whether the space glyph of `font` may take part in shaping text of `script` (an hb_script_t) in
 * that direction: 1 when some GSUB or GPOS lookup HarfBuzz applies to such text (the lookups of its
 * shape plan) has the space glyph in its input, context or output, when its legacy 'kern' table
 * may kern the space (or is of a form not read), when the face has AAT tables, when the font has no space glyph, or when it cannot tell (an
 * allocation failed); else 0. When 0, text cut at its spaces shapes piece by piece exactly as
 * whole, which is what lets runs be put together from the runs of their words. */
int32_t bk_space_takes_part_in_shaping(struct hb_font_t *font, uint32_t script, int32_t rightToLeft);

/* What bk_copy_glyphs found in the glyphs it copied. */
typedef struct {
    int64_t advance;          /* the sum of the advances */
    int32_t hasMissingGlyphs; /* 1 when a glyph is .notdef (index 0) */
} BKGlyphSummary;

/* Copies the first `count` glyphs the last bk_shape_utf16 left in `buffer` into `out`, summing
 * their advances on the way (so the glyphs are not read again). */
BKGlyphSummary bk_copy_glyphs(struct hb_buffer_t *buffer, BKShapedGlyph *out, int32_t count);

#ifdef __cplusplus
}
#endif

#endif
