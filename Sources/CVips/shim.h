#include <vips/vips.h>

// libvips' operations take their optional arguments as C varargs ending in NULL, which Swift cannot call: one
// fixed-signature wrapper per call Foodly makes.

/// Reads the header of an image in memory (pixels are decoded later, on demand); NULL on failure.
static inline VipsImage *foodly_vips_header(const void *data, size_t length)
{
    return vips_image_new_from_buffer(data, length, "", NULL);
}

/// Decodes the image in `data` and shrinks it to `width` pixels wide (never enlarging it), turned upright by its
/// EXIF orientation; a truncated or damaged file fails instead of giving a partly grey picture. With `strict` (JPEG),
/// any warning the decoder gives fails too: libjpeg only warns of corrupt data or a file that ends before the size
/// its header claims, and would fill the rest in. 0 on success.
static inline int foodly_vips_thumbnail(const void *data, size_t length, int width, int strict, VipsImage **out)
{
    return vips_thumbnail_buffer(
        (void *)data, length, out, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN,
        "option_string", strict ? "fail_on=warning" : "fail_on=truncated", NULL);
}

/// Decodes the image in `data` in full into memory, shrunk to `width` pixels wide as `foodly_vips_thumbnail` does;
/// the smaller kept sizes are then made from it without decoding the file again. 0 on success.
static inline int foodly_vips_decode_shrunk(const void *data, size_t length, int width, int strict, VipsImage **out)
{
    VipsImage *shrunk = NULL;
    if (foodly_vips_thumbnail(data, length, width, strict, &shrunk)) return -1;
    *out = vips_image_copy_memory(shrunk);
    g_object_unref(shrunk);
    return *out == NULL ? -1 : 0;
}

/// Shrinks a decoded image to `width` pixels wide (never enlarging it); 0 on success.
static inline int foodly_vips_shrink(VipsImage *image, int width, VipsImage **out)
{
    return vips_thumbnail_image(image, out, width, "height", VIPS_MAX_COORD, "size", VIPS_SIZE_DOWN, NULL);
}

/// Encodes a photo's kept size as a baseline JPEG at `quality` without metadata (EXIF with its GPS position, XMP,
/// IPTC, ICC: `strip`), a transparent background made white; 0 on success, the bytes in `*buffer` (free them with
/// g_free). (JPEG, not WebP: libvips 8.14.1's WebP writer keeps EXIF whatever `strip` says.)
static inline int foodly_vips_photo_jpeg(VipsImage *image, int quality, void **buffer, size_t *length)
{
    if (!vips_image_hasalpha(image)) {
        return vips_jpegsave_buffer(image, buffer, length, "Q", quality, "strip", TRUE, "optimize_coding", TRUE, NULL);
    }
    VipsImage *flat = NULL;
    double white[] = {255, 255, 255};
    VipsArrayDouble *background = vips_array_double_new(white, 3);
    int failed = vips_flatten(image, &flat, "background", background, NULL);
    vips_area_unref(VIPS_AREA(background));
    if (failed) return failed;
    failed = vips_jpegsave_buffer(flat, buffer, length, "Q", quality, "strip", TRUE, "optimize_coding", TRUE, NULL);
    g_object_unref(flat);
    return failed;
}

/// Encodes `image` as WebP at quality `quality`; 0 on success (tests make inputs with it).
static inline int foodly_vips_webp(VipsImage *image, int quality, void **buffer, size_t *length)
{
    return vips_webpsave_buffer(image, buffer, length, "Q", quality, "strip", TRUE, NULL);
}

/// Encodes `image` as JPEG at quality `quality` with no metadata; 0 on success (tests and benchmarks make inputs
/// with it).
static inline int foodly_vips_jpeg(VipsImage *image, int quality, int strip, void **buffer, size_t *length)
{
    return vips_jpegsave_buffer(image, buffer, length, "Q", quality, "strip", strip, NULL);
}

/// Encodes `image` as PNG; 0 on success.
static inline int foodly_vips_png(VipsImage *image, void **buffer, size_t *length)
{
    return vips_pngsave_buffer(image, buffer, length, NULL);
}

/// A `width` x `height` image with three bands of a horizontal gradient, for tests and benchmarks; NULL on failure.
static inline VipsImage *foodly_vips_test_image(int width, int height)
{
    VipsImage *gradient = NULL, *coloured = NULL;
    if (vips_xyz(&gradient, width, height, NULL)) return NULL;
    double scale[] = {255.0 / (width > 1 ? width : 1), 255.0 / (height > 1 ? height : 1)};
    double offset[] = {0, 0};
    if (vips_linear(gradient, &coloured, scale, offset, 2, NULL)) {
        g_object_unref(gradient);
        return NULL;
    }
    g_object_unref(gradient);
    VipsImage *bands[] = {NULL, NULL, NULL};
    VipsImage *joined = NULL, *cast = NULL;
    if (vips_extract_band(coloured, &bands[0], 0, NULL) || vips_extract_band(coloured, &bands[1], 1, NULL)
        || vips_extract_band(coloured, &bands[2], 0, NULL)) {
        g_object_unref(coloured);
        return NULL;
    }
    g_object_unref(coloured);
    int failed = vips_bandjoin(bands, &joined, 3, NULL);
    for (int i = 0; i < 3; i++) g_object_unref(bands[i]);
    if (failed) return NULL;
    failed = vips_cast(joined, &cast, VIPS_FORMAT_UCHAR, NULL);
    g_object_unref(joined);
    return failed ? NULL : cast;
}
