#ifndef BARKIT_CBASELINES_H
#define BARKIT_CBASELINES_H

// The work BarBench measures BarKit against, done directly on HarfBuzz, FreeType and cairo with
// nothing in between. Only plain C types cross this header, so Swift imports it without the
// libraries' own headers.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Shaping

/// A HarfBuzz font for one face of a font file at `scale` (points × 64), and one reused buffer.
typedef struct bkb_shaper bkb_shaper;

/// Opens face `index` of the file at `path`; NULL when HarfBuzz cannot read it.
bkb_shaper *bkb_shaper_create(const char *path, int32_t index, int32_t scale);
void bkb_shaper_destroy(bkb_shaper *shaper);

/// Shapes each of `count` strings (string i is `units[offsets[i] ..< offsets[i + 1]]`, UTF-16)
/// with hb_shape, direction, script and language guessed from the text as hb-shape does, and
/// writes the sum of its glyph advances (1/64 pt) to `widths[i]`. Returns the sum of all widths.
int64_t bkb_shape_strings(bkb_shaper *shaper, const uint16_t *units, const int32_t *offsets, int32_t count,
                          int32_t *widths);

/// As `bkb_shape_strings`, plus the analyses a layout engine must run before shaping and HarfBuzz
/// alone does not: bidi levels (ICU's ubidi, one reused object) for strings with right-to-left
/// characters, and the script of every character (ICU's uscript) for strings beyond Latin. What it
/// adds to `bkb_shape_strings` is the part of BarKit's cost that is ICU's.
int64_t bkb_shape_strings_analysed(bkb_shaper *shaper, const uint16_t *units, const int32_t *offsets, int32_t count,
                                   int32_t *widths);

/// As `bkb_shape_strings`, keeping each run in an LRU cache of 4,096 runs keyed by its script,
/// direction and text (the script from HarfBuzz's Unicode functions), with its glyphs copied out
/// as a text engine keeps them for drawing: what a C library that caches shaped runs pays per new
/// string. Strings longer than 32 units are cut to 32 (the corpus has none).
int64_t bkb_shape_strings_cached(bkb_shaper *shaper, const uint16_t *units, const int32_t *offsets, int32_t count,
                                 int32_t *widths);

/// Empties the shaper's run cache.
void bkb_shaper_clear_cache(bkb_shaper *shaper);

// MARK: - Drawing

enum {
    BKB_FILL_RECT = 1,       ///< `rect` filled with `color`
    BKB_LINEAR_GRADIENT = 2, ///< `rect` filled with the gradient from (x0, y0) to (x1, y1), stops `first ..< first + count`,
                             ///< ends padded when `font` is 1, else not extended
    BKB_GLYPHS = 3,          ///< glyphs `first ..< first + count` of font `font` at `size` pixels in `color`,
                             ///< clipped to `rect` unless it covers the canvas
};

/// One drawing operation, in device pixels.
typedef struct {
    int32_t kind;
    int32_t font;
    int32_t first;
    int32_t count;
    double x, y, width, height;
    double x0, y0, x1, y1;
    double size;
    double red, green, blue, alpha;
} bkb_operation;

typedef struct {
    double offset, red, green, blue, alpha;
} bkb_stop;

/// Laid out as cairo's `cairo_glyph_t` on LP64 (checked in CBaselines.c), so runs are drawn
/// as they are stored, with no copy.
typedef struct {
    uint64_t index;
    double x, y;
} bkb_glyph;

/// An ARGB32 cairo image surface, its cairo context, and cairo font faces made from FreeType faces.
typedef struct bkb_canvas bkb_canvas;

bkb_canvas *bkb_canvas_create(int32_t width, int32_t height);
void bkb_canvas_destroy(bkb_canvas *canvas);

/// Opens face `index` of the file at `path` with FreeType for drawing; returns its number for
/// `bkb_operation.font`, or -1. Faces stay open until the process ends (cairo may keep them in
/// its font cache after the canvas is gone).
int32_t bkb_canvas_add_font(bkb_canvas *canvas, const char *path, int32_t index);

/// Clears the surface and draws `operations` in order: a frame.
void bkb_canvas_draw(bkb_canvas *canvas, const bkb_operation *operations, int32_t count, const bkb_stop *stops,
                     const bkb_glyph *glyphs);

/// The surface's pixels (cairo's native-endian premultiplied ARGB words) and its row stride in bytes.
const uint8_t *bkb_canvas_pixels(bkb_canvas *canvas, int32_t *stride);

// MARK: - First frame

/// A 1024 × 768-style canvas (ARGB32 image surface + cairo context) set up for one font: the file at
/// `path`, face `index`, drawn at `pixel_size` pixels (1 pt = 1 px), for Pango the family `family`
/// at the same absolute size. `row_height` is the height of a label's row and `ascender` the
/// distance from a row's top to its baseline, both in pixels (BarKit's font metrics, passed in so both
/// baselines place text exactly as BarKit does). Text is drawn unhinted with unhinted metrics and
/// grey antialiasing, as `bkb_canvas_create` sets up, Pango's context too (and, as GTK does with
/// unhinted metrics, without rounding glyph positions). NULL when a font cannot be opened, or when
/// Pango would set `family` in another family.
typedef struct bkb_frame bkb_frame;

bkb_frame *bkb_frame_create(int32_t width, int32_t height, const char *path, int32_t index, double pixel_size,
                            const char *family, double row_height, double ascender);
void bkb_frame_destroy(bkb_frame *frame);

/// A first frame with Pango as GTK draws labels: per string a PangoLayout from one shared
/// PangoContext, its font description and text set (UTF-8), pango_layout_get_size (the layout pass,
/// all strings first), placement, then the surface cleared to white and each layout drawn with
/// cairo_move_to + pango_cairo_show_layout in black. String i is utf8[offsets[i] ..< offsets[i+1]].
/// The layouts stay alive until bkb_frame_release (as labels keep theirs). Returns a checksum
/// (the sum of the widths in pixels, rounded up per label), or -1 on failure.
int64_t bkb_frame_pango(bkb_frame *frame, const char *utf8, const int32_t *offsets, int32_t count);

/// The same frame with HarfBuzz alone: per string hb_buffer_clear_contents, hb_buffer_add_utf16,
/// hb_buffer_guess_segment_properties, hb_shape (one reused buffer, one hb_font at pixel_size × 64),
/// its glyphs kept (index, advance, offsets) and its width summed — all strings first — then placement,
/// the surface cleared to white and each string drawn with one cairo_show_glyphs in black, from a
/// cairo FreeType font face of the same file made once in bkb_frame_create. String i is
/// units[offsets[i] ..< offsets[i+1]] (UTF-16). Glyph storage stays until bkb_frame_release.
/// Returns the same kind of checksum, or -1 on failure.
int64_t bkb_frame_harfbuzz(bkb_frame *frame, const uint16_t *units, const int32_t *offsets, int32_t count);

/// Frees what the last frame kept (layouts, glyphs): a frame's teardown, timed apart from it. Each
/// frame releases its predecessor's first if it was not.
void bkb_frame_release(bkb_frame *frame);

/// The surface's pixels (cairo's native-endian premultiplied ARGB words) and its row stride in bytes;
/// flushes the surface first.
const uint8_t *bkb_frame_pixels(bkb_frame *frame, int32_t *stride);

/// Where the last frame placed label i (its row's top-left) and its width in pixels: for checking
/// that BarKit placed the same labels in the same places. Zeros for an i the last frame did not have.
void bkb_frame_label(const bkb_frame *frame, int32_t i, double *x, double *y, double *width);

// MARK: - Memory

/// Bytes the allocator has handed out and not taken back (glibc's `mallinfo2().uordblks`).
int64_t bkb_allocated_bytes(void);

/// The usable size of the allocation at `pointer` (glibc's `malloc_usable_size`).
int64_t bkb_allocation_size(const void *pointer);

#ifdef __cplusplus
}
#endif

#endif
